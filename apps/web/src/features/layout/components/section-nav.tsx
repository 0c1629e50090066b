import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HOME_SECTIONS } from '../sections';

/** Desktop shortcuts to the home sections (docs/producto/rutas.md#barra-publica), e.g. `/#productos`. */
export function SectionNav() {
  return (
    <Stack component="nav" aria-label="Secciones" direction="row" spacing={0.5}>
      {HOME_SECTIONS.filter((s) => s.id !== 'estadisticas').map((s) => (
        <Button
          key={s.id}
          component={RouterLink}
          to={{ pathname: '/', hash: `#${s.id}` }}
          color="inherit"
          size="small"
          sx={{ fontWeight: 500, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
        >
          {s.label}
        </Button>
      ))}
    </Stack>
  );
}
