import { Button, Typography } from '@mui/material';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { SUPPORT_EMAIL } from '../site';

/** spec §4.3: an inactive buyer account lands here. */
export default function CuentaInactivaRoute() {
  useDocumentTitle('Cuenta inactiva');
  return (
    <MessagePage
      icon={<PersonOffOutlinedIcon />}
      title="Tu cuenta está inactiva"
      actions={
        <>
          <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} variant="contained">
            Escribir a soporte
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Volver al inicio
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 1.5 }}>
        Por ahora no podés hacer compras ni ver tus pedidos con esta cuenta.
      </Typography>
      <Typography>Igual podés seguir mirando productos. Si querés reactivarla, escribinos.</Typography>
    </MessagePage>
  );
}
