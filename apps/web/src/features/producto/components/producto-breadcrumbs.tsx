import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Breadcrumb } from '@feria/contracts';

/** Inicio › {tipo} › {nombre} (docs/producto/entidades.md derived breadcrumbs); the type links to the search. */
export function ProductoBreadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación" separator="›" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      {items.map((b) =>
        b.href ? (
          <Link key={b.label + b.href} component={RouterLink} to={b.href} underline="hover" color="text.secondary">
            {b.label}
          </Link>
        ) : (
          <Typography key={b.label} aria-current="page" color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
            {b.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
