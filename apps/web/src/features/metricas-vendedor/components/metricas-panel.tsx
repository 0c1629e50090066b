import { lazy, Suspense, useState } from 'react';
import { Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatPrice, PLATFORM_COMMISSION, type MetricasVendedor, type PeriodoMetricas } from '@feria/contracts';
import { ErrorState } from '../../../components/ui/page-states';
import { useMetricas } from '../api/metricas';

// The charts (MUI X Charts) load on their own, after the figures: never on the public start path.
const Graficos = lazy(() => import('./graficos').then((m) => ({ default: m.Graficos })));

const PERIODOS: { valor: PeriodoMetricas; label: string }[] = [
  { valor: '7', label: '7 días' },
  { valor: '30', label: '30 días' },
  { valor: '90', label: '90 días' },
  { valor: 'todo', label: 'Todo' },
];

const formatPorcentaje = (n: number) => `${n.toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;

function Tarjeta({ titulo, valor, detalle }: { titulo: string; valor: string; detalle?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {titulo}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {valor}
      </Typography>
      {detalle && (
        <Typography variant="caption" color="text.secondary">
          {detalle}
        </Typography>
      )}
    </Paper>
  );
}

function Tarjetas({ m }: { m: MetricasVendedor }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Tarjeta
        titulo="Ingresos totales"
        valor={formatPrice(m.ingresosTotales)}
        detalle="Pedidos pagados, sin cancelados"
      />
      <Tarjeta titulo={`Comisiones (${PLATFORM_COMMISSION * 100} %)`} valor={formatPrice(m.comisionesTotales)} />
      <Tarjeta titulo="Ingresos netos" valor={formatPrice(m.ingresosNetos)} />
      <Tarjeta titulo="Pedidos listos" valor={String(m.pedidosListos)} />
      <Tarjeta titulo="Pedidos completados" valor={String(m.pedidosCompletados)} />
      <Tarjeta
        titulo="Tasa de éxito"
        valor={formatPorcentaje(m.tasaExito)}
        detalle={`${m.pedidosCompletados} de ${m.totalPedidos} pedidos completados`}
      />
    </Box>
  );
}

/**
 * The seller's figures (docs/producto/entidades.md seller metrics) for a period, then the charts with a text summary
 * and a data table each. Loading keeps the previous figures on screen.
 */
export function MetricasPanel({ emprendimientoId }: { emprendimientoId: string }) {
  const [periodo, setPeriodo] = useState<PeriodoMetricas>('30');
  const q = useMetricas(emprendimientoId, periodo);
  return (
    <Box component="section" aria-labelledby="metricas-titulo">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography id="metricas-titulo" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Tus ventas
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={periodo}
          onChange={(_, v: PeriodoMetricas | null) => v && setPeriodo(v)}
          aria-label="Período"
        >
          {PERIODOS.map((p) => (
            <ToggleButton key={p.valor} value={p.valor} sx={{ px: 1.5 }}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {q.isPending ? (
        <Box
          role="status"
          aria-label="Cargando tus métricas..."
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Box>
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <Stack
          spacing={2}
          sx={{ opacity: q.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
          aria-busy={q.isPlaceholderData}
        >
          <Tarjetas m={q.data} />
          {q.data.totalPedidos === 0 ? (
            <Typography color="text.secondary">Todavía no tenés ventas en este período.</Typography>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Cargando gráficos..." />}>
              <Graficos m={q.data} />
            </Suspense>
          )}
        </Stack>
      )}
    </Box>
  );
}
