import { Button, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/**
 * The one screen every guarded route shows while the identity feature (spec §4.3 guards) is not in
 * place: no fake dashboard, just where to go instead.
 */
export function SignInRequired() {
  useDocumentTitle('Iniciá sesión');
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title="Iniciá sesión para continuar"
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
      <Typography>Esta sección es para cuentas registradas. Muy pronto vas a poder ingresar desde acá.</Typography>
    </MessagePage>
  );
}
