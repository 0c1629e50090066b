import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SUPPORT_EMAIL } from './site';

/** Account-status pages: write to support, or go back home. */
export function SupportActions() {
  return (
    <>
      <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} variant="contained">
        Escribir a soporte
      </Button>
      <Button component={RouterLink} to="/" variant="outlined">
        Volver al inicio
      </Button>
    </>
  );
}
