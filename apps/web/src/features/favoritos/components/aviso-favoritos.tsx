import { Alert, Snackbar } from '@mui/material';

export interface Aviso {
  texto: string;
  tipo: 'exito' | 'error';
  clave: number;
}

/** The hearts' and alerts' notice: an error is an alert, anything else is said politely. Its own chunk (rarely shown). */
export default function AvisoFavoritos({ aviso, onClose }: { aviso: Aviso; onClose: () => void }) {
  return (
    <Snackbar
      key={aviso.clave}
      open
      autoHideDuration={6000}
      onClose={(_, motivo) => motivo !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={aviso.tipo === 'error' ? 'error' : 'success'}
        variant="filled"
        role={aviso.tipo === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        closeText="Cerrar aviso"
        sx={{ width: '100%' }}
      >
        {aviso.texto}
      </Alert>
    </Snackbar>
  );
}
