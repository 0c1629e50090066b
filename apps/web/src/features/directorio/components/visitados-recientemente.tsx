import { Box, Typography } from '@mui/material';
import type { EmprendimientoPublico } from '@feria/contracts';
import { ErrorState } from '../../../components/ui/page-states';
import { EmprendimientoGrid, EmprendimientoGridSkeleton } from '../../../components/ui/emprendimiento-card';

interface VisitadasQuery {
  data?: EmprendimientoPublico[] | undefined;
  /** The first load is under way (a disabled query is not loading). */
  isLoading: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** docs/producto/entidades.md history of the last 10 visited shops, newest first. `mostrarVacio`: say so when there are none. */
export function VisitadosRecientemente({
  query,
  hrefDe,
  mostrarVacio = true,
}: {
  query: VisitadasQuery;
  hrefDe?: (e: EmprendimientoPublico) => string;
  mostrarVacio?: boolean;
}) {
  const tiendas = query.data ?? [];
  if (!mostrarVacio && !query.isLoading && tiendas.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="visitados-titulo">
      <Typography id="visitados-titulo" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
        Visitados recientemente
      </Typography>
      {query.isLoading ? (
        <EmprendimientoGridSkeleton count={3} variant="compact" label="Cargando las tiendas que visitaste..." />
      ) : query.isError ? (
        <ErrorState
          message={query.error?.message ?? 'No pudimos cargar las tiendas que visitaste.'}
          onRetry={() => void query.refetch()}
        />
      ) : tiendas.length === 0 ? (
        <Typography color="text.secondary">
          Todavía no visitaste ninguna tienda. Las que abras van a aparecer acá.
        </Typography>
      ) : (
        <EmprendimientoGrid emprendimientos={tiendas} variant="compact" {...(hrefDe ? { hrefDe } : {})} />
      )}
    </Box>
  );
}
