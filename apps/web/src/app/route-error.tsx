import { Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink, useRouteError } from 'react-router';
import { MessagePage } from '../components/ui/message-page';
import { useDocumentTitle } from '../components/ui/use-document-title';

/**
 * Route-level error boundary. A failed page (often a stale chunk after a deploy) is retried by
 * reloading, which fetches fresh code; the top bar and footer stay in place.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Error');
  if (import.meta.env.DEV) console.error(error);
  return (
    <MessagePage
      icon={<ErrorOutlineIcon />}
      title="Algo salió mal"
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reintentar
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Volver al inicio
          </Button>
        </>
      }
    >
      <Typography>No pudimos mostrar esta página. Probá de nuevo en unos segundos.</Typography>
    </MessagePage>
  );
}
