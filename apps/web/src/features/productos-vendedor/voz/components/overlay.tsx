import { Backdrop, CircularProgress, Typography } from '@mui/material';

/** spec §4.9 full-screen overlay while the writes run ('Creando productos...'). */
export function OverlayVoz({ texto }: { texto: string | null }) {
  return (
    <Backdrop open={texto !== null} sx={(t) => ({ zIndex: t.zIndex.modal + 2, color: '#fff', flexDirection: 'column', gap: 2 })}>
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status" variant="h6" component="p">
        {texto}
      </Typography>
    </Backdrop>
  );
}
