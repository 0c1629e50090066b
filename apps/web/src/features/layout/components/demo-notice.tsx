import { Alert } from '@mui/material';

/** Shown while the catalogue is demo data (the default), so nobody mistakes it for real shops. */
export function DemoNotice() {
  return (
    <Alert severity="info" variant="outlined" sx={{ justifyContent: 'center', bgcolor: 'background.paper' }}>
      Datos de demostración: los emprendimientos y productos de esta tienda son ficticios.
    </Alert>
  );
}
