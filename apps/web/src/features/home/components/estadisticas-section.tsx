import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { numeroAR, type Estadisticas } from '@feria/contracts';
import { ErrorState } from '../../../components/ui/page-states';
import { visuallyHidden as srOnly } from '../../../components/ui/visually-hidden';
import type { SectionQuery } from '../section-query';
import { HomeSection } from './home-section';

const ITEMS: { key: keyof Estadisticas; label: string }[] = [
  { key: 'productos', label: 'Productos' },
  { key: 'emprendimientos', label: 'Emprendimientos' },
  { key: 'provincias', label: 'Provincias' },
  { key: 'rubros', label: 'Rubros' },
];

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
  m: 0,
} as const;

/** Home anchor `estadisticas`: real counts of the public marketplace (GET estadisticas). */
export function EstadisticasSection({ query }: { query: SectionQuery<Estadisticas> }) {
  const data = query.data;
  return (
    <HomeSection
      id="estadisticas"
      title="La feria en números"
      subtitle="Emprendimientos de todo el país, en un solo lugar."
    >
      {query.isPending ? (
        <Box role="status">
          <Box component="span" sx={srOnly}>
            Cargando estadísticas...
          </Box>
          <Box sx={gridSx}>
            {ITEMS.map((i) => (
              <Skeleton key={i.key} variant="rounded" height={112} aria-hidden />
            ))}
          </Box>
        </Box>
      ) : query.isError || !data ? (
        <ErrorState
          message={query.error?.message ?? 'No se pudieron cargar las estadísticas.'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Box component="dl" sx={gridSx}>
          {ITEMS.map(({ key, label }) => (
            <Paper
              key={key}
              variant="outlined"
              sx={{ p: { xs: 2, md: 3 }, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  fontFamily: (t) => t.typography.h1.fontFamily,
                  fontWeight: 700,
                  fontSize: { xs: '2rem', md: '2.75rem' },
                  lineHeight: 1.1,
                  color: 'primary.dark',
                }}
              >
                {numeroAR(data[key])}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}
