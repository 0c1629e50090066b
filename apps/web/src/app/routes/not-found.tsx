import { Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { useDocumentTitle } from '../../components/ui/use-document-title';

/** docs/producto/rutas.md#tabla-de-rutas: any other path shows '404 - Página no encontrada'. */
export default function NotFoundRoute() {
  useDocumentTitle('Página no encontrada');
  return (
    <MessagePage
      icon={<SearchOffIcon />}
      title="404 - Página no encontrada"
      actions={
        <>
          <Button component={RouterLink} to="/" variant="contained">
            Volver al inicio
          </Button>
          <Button component={RouterLink} to="/search" variant="outlined">
            Explorar productos
          </Button>
        </>
      }
    >
      <Typography>La dirección que buscás no existe o cambió de lugar.</Typography>
    </MessagePage>
  );
}
