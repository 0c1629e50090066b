import { Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { MessagePage } from '../../components/ui/message-page';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { SupportActions } from '../support-actions';

/** docs/producto/identidad.md#guardia-y-post-login: a seller whose emprendimiento is deactivated lands here. */
export default function CuentaDesactivadaRoute() {
  useDocumentTitle('Cuenta desactivada');
  return (
    <MessagePage
      icon={<StorefrontOutlinedIcon />}
      title="Tu emprendimiento está desactivado"
      actions={<SupportActions />}
    >
      <Typography sx={{ mb: 1.5 }}>
        Mientras esté desactivado, tu tienda y tus productos no se muestran en Feria y no podés entrar al panel de
        emprendedor.
      </Typography>
      <Typography>Si creés que es un error o querés volver a activarlo, escribinos y te ayudamos.</Typography>
    </MessagePage>
  );
}
