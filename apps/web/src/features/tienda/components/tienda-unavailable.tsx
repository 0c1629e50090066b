import { Box, Button, Stack, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router';
import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import type { TiendaState } from '../api/tienda';

const TEXTOS = {
  'not-found': {
    titulo: MENSAJES.tiendaNoEncontrada,
    detalle: 'Puede que la tienda ya no esté publicada o que el enlace sea incorrecto.',
  },
  incomplete: {
    titulo: MENSAJES.tiendaIncompleta,
    detalle: 'Esta tienda todavía no terminó de configurarse. Probá de nuevo más tarde.',
  },
} as const;

/** docs/producto/errores.md "Shop loading": the two shop-level messages, with a way out. */
export function TiendaUnavailable({ reason, onRetry }: { reason: keyof typeof TEXTOS; onRetry?: () => void }) {
  const t = TEXTOS[reason];
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: { xs: 6, sm: 10 }, px: 2, textAlign: 'center' }}>
      <Box sx={{ color: 'text.secondary' }}>
        <StorefrontOutlinedIcon sx={{ fontSize: 64 }} aria-hidden />
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t.titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t.detalle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
        <Button component={RouterLink} to="/" variant="contained" disableElevation>
          Volver al inicio
        </Button>
        <Button component={RouterLink} to="/search" variant="outlined">
          Buscar productos
        </Button>
        {onRetry && (
          <Button onClick={onRetry} variant="text">
            Reintentar
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** What a page built on a shop shows until the shop is ready: loading, the two shop messages, or the error with 'Reintentar'. */
export function TiendaNoLista({
  state,
  onRetry,
}: {
  state: Exclude<TiendaState, { status: 'ready' }>;
  onRetry: () => void;
}) {
  switch (state.status) {
    case 'loading':
      return <LoadingState label="Cargando tienda..." minHeight={360} />;
    case 'not-found':
      return <TiendaUnavailable reason="not-found" />;
    case 'incomplete':
      return <TiendaUnavailable reason="incomplete" onRetry={onRetry} />;
    case 'error':
      return (
        <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
          <ErrorState message={state.message} onRetry={onRetry} />
        </Box>
      );
  }
}
