import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { MessagePage } from '../../../components/ui/message-page';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/**
 * docs/producto/rutas.md#comportamientos-de-ruta / docs/producto/identidad.md#pantallas-de-guardia waiting screens ('Inicializando autenticación...', 'Verificando ...',
 * 'Determinando su acceso...'). `fullScreen` covers the whole window (start-up).
 */
export function AuthLoadingScreen({ message, fullScreen = false }: { message: string; fullScreen?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100dvh' : '60dvh',
        px: 2,
        ...(fullScreen && {
          position: 'fixed',
          inset: 0,
          zIndex: (t) => t.zIndex.modal + 1,
          bgcolor: 'background.default',
        }),
      }}
    >
      <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CircularProgress aria-hidden size={44} />
        <Typography sx={{ color: 'text.secondary', fontWeight: 500 }}>{message}</Typography>
      </Stack>
    </Box>
  );
}

/** docs/producto/identidad.md#pantallas-de-guardia error screens: 'Error al Verificar Perfil', 'Error Crítico de Cuenta', 'Error al Verificar Cuenta'. */
export function AuthErrorScreen({ title, detail, actions }: { title: string; detail: string; actions: ReactNode }) {
  useDocumentTitle(title);
  return (
    <MessagePage icon={<ErrorOutlineIcon />} title={title} actions={actions}>
      <Typography role="alert">{detail}</Typography>
    </MessagePage>
  );
}

/** 'Reintentar' that reloads the page (docs/producto/identidad.md#pantallas-de-guardia for 'Error al Verificar Perfil'). */
export function ReloadButton({ label = 'Reintentar' }: { label?: string }) {
  return (
    <Button variant="contained" onClick={() => window.location.reload()}>
      {label}
    </Button>
  );
}
