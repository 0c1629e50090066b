import { forwardRef, useMemo, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { closeSnackbar, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';

/** One notification: a filled MUI Alert, announced politely (role=status) unless it is an error (role=alert). */
const Aviso = forwardRef<HTMLDivElement, CustomContentProps>(function Aviso({ id, message, variant, style }, ref) {
  const severity =
    variant === 'error' ? 'error' : variant === 'info' ? 'info' : variant === 'warning' ? 'warning' : 'success';
  return (
    <Alert
      ref={ref}
      style={style}
      severity={severity}
      variant="filled"
      role={severity === 'error' ? 'alert' : 'status'}
      onClose={() => closeSnackbar(id)}
      closeText="Cerrar aviso"
      sx={{ width: '100%' }}
    >
      {message}
    </Alert>
  );
});
const COMPONENTES = { default: Aviso, success: Aviso, error: Aviso, info: Aviso, warning: Aviso };

/** The notifications of the signed-in areas (notistack): bottom centre, up to three stacked, 6 s each. */
export function NotificacionesProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={COMPONENTES}
    >
      {children}
    </SnackbarProvider>
  );
}

/** `exito(texto)` after a saved change, `error(texto)` when one failed. */
export function useNotificar() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      exito: (texto: string) => enqueueSnackbar(texto, { variant: 'success' }),
      error: (texto: string) => enqueueSnackbar(texto, { variant: 'error' }),
      /** Something that happened elsewhere (a new order, a message): announced politely. */
      aviso: (texto: string) => enqueueSnackbar(texto, { variant: 'info' }),
    }),
    [enqueueSnackbar],
  );
}
