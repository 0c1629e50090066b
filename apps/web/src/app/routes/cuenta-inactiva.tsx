import { Typography } from '@mui/material';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { MessagePage } from '../../components/ui/message-page';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { SupportActions } from '../support-actions';

/** docs/producto/identidad.md#guardia-y-post-login: an inactive buyer account lands here. */
export default function CuentaInactivaRoute() {
  useDocumentTitle('Cuenta inactiva');
  return (
    <MessagePage icon={<PersonOffOutlinedIcon />} title="Tu cuenta está inactiva" actions={<SupportActions />}>
      <Typography sx={{ mb: 1.5 }}>Por ahora no podés hacer compras ni ver tus pedidos con esta cuenta.</Typography>
      <Typography>Igual podés seguir mirando productos. Si querés reactivarla, escribinos.</Typography>
    </MessagePage>
  );
}
