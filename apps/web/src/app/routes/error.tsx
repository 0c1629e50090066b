import { Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { useDocumentTitle } from '../../components/ui/use-document-title';

/** Message a guard may pass in navigation state (docs/producto/identidad.md#guardia-y-post-login: post-login without a recognised role). */
function stateMessage(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'message' in state && typeof state.message === 'string')
    return state.message;
  return undefined;
}

/** docs/producto/rutas.md#tabla-de-rutas `error`: access denied; 'Rol no reconocido' when post-login found no known role (docs/producto/identidad.md#guardia-y-post-login). */
export default function AccesoDenegadoRoute() {
  useDocumentTitle('Acceso denegado');
  const [params] = useSearchParams();
  const location = useLocation();
  const detail = stateMessage(location.state) ?? (params.get('motivo') === 'rol' ? 'Rol no reconocido' : undefined);
  return (
    <MessagePage
      icon={<BlockIcon />}
      title="Acceso denegado"
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
      {detail && (
        <Typography variant="h2" sx={{ fontSize: '1.15rem', color: 'text.primary', mb: 1 }}>
          {detail}
        </Typography>
      )}
      <Typography>
        {detail
          ? 'Tu cuenta no tiene un rol que te permita entrar a esta sección.'
          : 'No tenés permiso para ver esta sección con tu cuenta.'}
      </Typography>
    </MessagePage>
  );
}
