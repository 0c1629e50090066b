import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Skeleton, Stack } from '@mui/material';
import { formatPrice, type FinanzasAdmin } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { BotonDescargarCsv } from '../../../components/ui/boton-descargar-csv';
import { useDescargarFinanzasCsv, useFinanzas } from '../api/finanzas';
import { usePeriodoDeUrl } from '../../../lib/periodo';
import { SelectorPeriodo } from '../../../components/ui/selector-periodo';
import { TarjetaCifra } from '../../../components/ui/tarjeta-cifra';
import { TablaEmprendimientos } from './tabla-emprendimientos';

// The chart (MUI X Charts) loads on its own, after the figures: the admin area's start stays small.
const GraficoFinanzas = lazy(() => import('./grafico-finanzas').then((m) => ({ default: m.GraficoFinanzas })));

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
      <TarjetaCifra titulo="Ventas brutas (GMV)" valor={formatPrice(t.gmv)} />
      <TarjetaCifra titulo="Pedidos cobrados" valor={t.pedidos.toLocaleString('es-AR')} />
      <TarjetaCifra titulo="Reembolsado" valor={formatPrice(t.reembolsado)} />
      <TarjetaCifra
        titulo="Comisión cobrada"
        valor={formatPrice(t.comisionCobradaMercadoPago)}
        detalle="Con el cobro dividido de Mercado Pago"
      />
      <TarjetaCifra
        titulo="Comisión adeudada"
        valor={formatPrice(t.comisionAdeudadaTransferencias)}
        detalle="Ventas con transferencia: la deben los emprendimientos"
      />
      <TarjetaCifra
        titulo="Comisión de Mercado Pago"
        valor={formatPrice(t.comisionMercadoPago)}
        detalle="Informativa: la pagan los emprendimientos"
      />
    </Box>
  );
}

/**
 * 'Finanzas' (docs/producto/pagos.md#finanzas): the period's totals, a chart per day, a table per
 * shop and the same as CSV. The period lives in the URL; without one, this month so far.
 */
export function FinanzasPage() {
  const { pedido, problema, cambiar } = usePeriodoDeUrl();
  const q = useFinanzas(pedido, !problema);
  const csv = useDescargarFinanzasCsv();
  // The date fields show what is asked for, or once answered the period the server settled on.
  const mostrado = { desde: pedido.desde ?? q.data?.desde, hasta: pedido.hasta ?? q.data?.hasta };
  return (
    <Box>
      <PageHeader
        title="Finanzas"
        description="Lo que se cobró en Feria en un período, por emprendimiento y en total: ventas brutas, la comisión de Feria (cobrada con Mercado Pago o adeudada por transferencias), la de Mercado Pago y los reembolsos."
        actions={
          <BotonDescargarCsv periodo={q.data} descarga={csv} deshabilitado={q.isPlaceholderData || Boolean(problema)} />
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
