import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { EmprendimientoPublico } from '@feria/contracts';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { EmprendimientoGrid, EmprendimientoGridSkeleton } from '../../../components/ui/emprendimiento-card';
import type { SectionQuery } from '../section-query';
import { HomeSection } from './home-section';

const verTodos = (
  <Button component={RouterLink} to="/emprendimientos" size="small">
    Ver todos los emprendimientos
  </Button>
);

/** Home anchor `emprendimientos`: featured shops (docs/producto/api.md#productos emprendimientos/destacados). */
export function DestacadosSection({ query }: { query: SectionQuery<EmprendimientoPublico[]> }) {
  return (
    <HomeSection
      id="emprendimientos"
      title="Emprendimientos destacados"
      subtitle="Conocé a quienes están detrás de cada producto."
      action={verTodos}
    >
      {query.isPending ? (
        <EmprendimientoGridSkeleton count={4} />
      ) : query.isError ? (
        <ErrorState
          message={query.error?.message ?? 'No se pudieron cargar los emprendimientos.'}
          onRetry={() => void query.refetch()}
        />
      ) : query.data && query.data.length > 0 ? (
        <EmprendimientoGrid emprendimientos={query.data} />
      ) : (
        <EmptyState
          title="Todavía no hay emprendimientos destacados."
          description="Volvé pronto: cada semana se suman nuevos emprendedores."
        />
      )}
    </HomeSection>
  );
}
