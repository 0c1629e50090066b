import { lazy, Suspense } from 'react';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useSearchParams } from 'react-router';
import { formatPrice, type FinanzasAdmin } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useDescargarFinanzasCsv, useFinanzas } from '../api/finanzas';
import { esteMes, mesPasado, periodoDeUrl, problemaDelPeriodo, type Periodo } from '../periodo';
import { TablaEmprendimientos } from './tabla-emprendimientos';

// The chart (MUI X Charts) loads on its own, after the figures: the admin area's start stays small.
const GraficoFinanzas = lazy(() => import('./grafico-finanzas').then((m) => ({ default: m.GraficoFinanzas })));

function Tarjeta({ titulo, valor, detalle }: { titulo: string; valor: string; detalle?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {titulo}
      </Typography>
      {/* A non-breaking space keeps '$' with its amount on a 360 px card. */}
      <Typography sx={{ fontSize: { xs: '1.15rem', sm: '1.5rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {valor.replace(' ', '\u00a0')}
      </Typography>
      {detalle && (
        <Typography variant="caption" color="text.secondary">
          {detalle}
        </Typography>
      )}
    </Paper>
  );
}

function Totales({ f }: { f: FinanzasAdmin }) {
  const t = f.totales;
  return (
    <Box
      component="section"
      aria-label="Totales del período"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Tarjeta titulo="Ventas brutas (GMV)" valor={formatPrice(t.gmv)} />
      <Tarjeta titulo="Pedidos cobrados" valor={t.pedidos.toLocaleString('es-AR')} />
      <Tarjeta titulo="Reembolsado" valor={formatPrice(t.reembolsado)} />
      <Tarjeta
        titulo="Comisión cobrada"
        valor={formatPrice(t.comisionCobradaMercadoPago)}
        detalle="Con el cobro dividido de Mercado Pago"
      />
      <Tarjeta
        titulo="Comisión adeudada"
        valor={formatPrice(t.comisionAdeudadaTransferencias)}
        detalle="Ventas con transferencia: la deben los emprendimientos"
      />
      <Tarjeta
        titulo="Comisión de Mercado Pago"
        valor={formatPrice(t.comisionMercadoPago)}
        detalle="Informativa: la pagan los emprendimientos"
      />
    </Box>
  );
}

function SelectorPeriodo({
  periodo,
  problema,
  onChange,
}: {
  periodo: Partial<Periodo>;
  problema?: string;
  onChange: (p: Partial<Periodo>) => void;
}) {
  const rapidos = { 'este-mes': esteMes(), 'mes-pasado': mesPasado() };
  const elegido = (Object.keys(rapidos) as (keyof typeof rapidos)[]).find(
    (k) => rapidos[k].desde === periodo.desde && rapidos[k].hasta === periodo.hasta,
  );
  return (
    <Box role="group" aria-labelledby="finanzas-periodo" sx={{ mb: 2 }}>
      <Typography id="finanzas-periodo" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Período
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flex: { sm: '0 1 420px' } }}>
          <TextField
            size="small"
            type="date"
            label="Desde"
            value={periodo.desde ?? ''}
            onChange={(e) => onChange({ ...periodo, desde: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            size="small"
            type="date"
            label="Hasta"
            value={periodo.hasta ?? ''}
            onChange={(e) => onChange({ ...periodo, hasta: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(problema)}
            helperText={problema}
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={elegido ?? null}
          onChange={(_, v: keyof typeof rapidos | null) => v && onChange(rapidos[v])}
          aria-label="Períodos rápidos"
        >
          <ToggleButton value="este-mes" sx={{ px: 1.5 }}>
            Este mes
          </ToggleButton>
          <ToggleButton value="mes-pasado" sx={{ px: 1.5 }}>
            Mes pasado
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Box>
  );
}

/**
 * 'Finanzas' (docs/producto/pagos.md#finanzas): the period's totals, a chart per day, a table per
 * shop and the same as CSV. The period lives in the URL; without one, this month so far.
 */
export function FinanzasPage() {
  const [params, setParams] = useSearchParams();
  const pedido = periodoDeUrl(params);
  const problema = problemaDelPeriodo(pedido);
  const q = useFinanzas(pedido, !problema);
  const csv = useDescargarFinanzasCsv();
  const notificar = useNotificar();
  // The date fields show what is asked for, or once answered the period the server settled on.
  const mostrado = { desde: pedido.desde ?? q.data?.desde, hasta: pedido.hasta ?? q.data?.hasta };
  const cambiar = (p: Partial<Periodo>) => {
    const sig = new URLSearchParams();
    if (p.desde) sig.set('desde', p.desde);
    if (p.hasta) sig.set('hasta', p.hasta);
    setParams(sig, { replace: true });
  };
  const descargar = () => {
    if (!q.data) return;
    csv.mutate(
      { desde: q.data.desde, hasta: q.data.hasta },
      { onError: (e) => notificar.error(e.message), onSuccess: () => notificar.exito('Descargamos el CSV') },
    );
  };
  return (
    <Box>
      <PageHeader
        title="Finanzas"
        description="Lo que se cobró en Feria en un período, por emprendimiento y en total: ventas brutas, la comisión de Feria (cobrada con Mercado Pago o adeudada por transferencias), la de Mercado Pago y los reembolsos."
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            onClick={descargar}
            disabled={!q.data || q.isPlaceholderData || Boolean(problema) || csv.isPending}
          >
            {csv.isPending ? 'Descargando...' : 'Descargar CSV'}
          </Button>
        }
      />
      <SelectorPeriodo periodo={mostrado} problema={problema} onChange={cambiar} />
      {problema ? null : q.isPending ? (
        <LoadingState label="Cargando las finanzas..." />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ position: 'relative' }} aria-busy={q.isPlaceholderData}>
          {q.isPlaceholderData && (
            <LinearProgress
              aria-label="Actualizando las finanzas"
              sx={{ position: 'absolute', top: -10, left: 0, right: 0 }}
            />
          )}
          <Totales f={q.data} />
          {q.data.totales.pedidos === 0 ? (
            <EmptyState
              title="No hubo ventas cobradas en este período"
              description="Elegí otras fechas para ver las ventas y las comisiones."
            />
          ) : (
            <>
              <Suspense fallback={<Skeleton variant="rounded" height={340} aria-label="Cargando el gráfico..." />}>
                <GraficoFinanzas f={q.data} />
              </Suspense>
              <TablaEmprendimientos f={q.data} />
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
