import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { EmprendimientoPublico } from '@feria/contracts';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { EmprendimientoGrid, EmprendimientoGridSkeleton } from '../../../components/ui/emprendimiento-card';
import type { QueryView } from '../query-view';

interface EmprendimientosResultsProps {
  query: QueryView<EmprendimientoPublico[]>;
  /** Browsing a rubro: the shops are the main answer, so an empty list is said out loud. */
  rubroNombre: string | undefined;
  browsingRubro: boolean;
}

const PREVIEW = 4;

/** Matching shops (emprendimientos/buscar), a compact section above the products when any match. */
export function EmprendimientosResults({ query, rubroNombre, browsingRubro }: EmprendimientosResultsProps) {
  const [showAll, setShowAll] = useState(false);
  const title = browsingRubro && rubroNombre ? `Emprendimientos de ${rubroNombre}` : 'Emprendimientos';
  const data = query.data ?? [];
  if (!query.isPending && !query.isError && data.length === 0 && !browsingRubro) return null;
  const visible = showAll ? data : data.slice(0, PREVIEW);
  return (
    <Box component="section" aria-labelledby="resultados-emprendimientos" sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography id="resultados-emprendimientos" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
        {data.length > 0 && (
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, ml: 1 }}>
            ({data.length})
          </Typography>
        )}
      </Typography>
      {query.isPending ? (
        <EmprendimientoGridSkeleton count={2} variant="compact" />
      ) : query.isError ? (
        <ErrorState
          message={query.error?.message ?? 'No se pudieron cargar los emprendimientos.'}
          onRetry={() => void query.refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          title={
            rubroNombre
              ? `Todavía no hay emprendimientos de ${rubroNombre}.`
              : 'Todavía no hay emprendimientos en este rubro.'
          }
        />
      ) : (
        <>
          <EmprendimientoGrid emprendimientos={visible} variant="compact" />
          {data.length > PREVIEW && (
            <Button onClick={() => setShowAll((v) => !v)} sx={{ mt: 1 }} aria-expanded={showAll}>
              {showAll ? 'Ver menos' : `Ver los ${data.length} emprendimientos`}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
