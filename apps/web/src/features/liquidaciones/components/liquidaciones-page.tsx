import {
  Box,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { formatPrice, numeroAR, type Liquidacion, type MetodoPago, type TotalesLiquidacion } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { BotonDescargarCsv } from '../../../components/ui/boton-descargar-csv';
import { useDescargarLiquidacionCsv, useLiquidacion } from '../api/liquidaciones';
import { usePeriodoDeUrl } from '../../../lib/periodo';
import { SelectorPeriodo } from '../../../components/ui/selector-periodo';
import { TarjetaCifra } from '../../../components/ui/tarjeta-cifra';

const MEDIO: Record<MetodoPago, string> = { MERCADO_PAGO: 'Mercado Pago', TRANSFERENCIA: 'Transferencia' };

/** Date and time of the payment, in Argentina whatever the browser's zone. */
const FECHA = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/**
 * An amount as formatPrice writes prices, with its cents when it has some (a Mercado Pago fee of
 * $ 1.258,42): rounded pesos would not add up to the totals (docs/producto/pagos.md#liquidaciones).
 */
const importe = (n: number) => {
  if (Number.isInteger(n)) return formatPrice(n);
  const texto = numeroAR(Math.abs(n), { min: 2, max: 2 });
  return n < 0 ? `-$ ${texto}` : `$ ${texto}`;
};
/** A deduction shows with its minus sign ('− $ 500'), so the columns read as the sum they are. */
const menos = (n: number) => (n === 0 ? importe(0) : `− ${importe(n)}`);

function Totales({ t }: { t: TotalesLiquidacion }) {
  return (
    <Box
      component="section"
      aria-label="Totales del período"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <TarjetaCifra titulo="Bruto" valor={importe(t.bruto)} detalle="Lo que pagaron tus compradores" />
      <TarjetaCifra
        titulo="Comisión Mercado Pago"
        valor={menos(t.comisionMercadoPago)}
        detalle="La que cobra Mercado Pago"
      />
      <TarjetaCifra
        titulo="Comisión Feria"
        valor={menos(t.comisionFeria)}
        detalle="Descontada o, con transferencia, a pagar"
      />
      <TarjetaCifra titulo="Reembolsado" valor={menos(t.reembolsado)} detalle="Lo que devolviste" />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <TarjetaCifra titulo="Neto" valor={importe(t.neto)} detalle="Lo que te queda" />
      </Box>
    </Box>
  );
}

const numero = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
// The order number stays in view while the figures scroll sideways on a phone.
const fija = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

function Cifras({ c }: { c: TotalesLiquidacion }) {
  return (
    <>
      <TableCell align="right" sx={numero}>
        {importe(c.bruto)}
      </TableCell>
      <TableCell align="right" sx={numero}>
        {menos(c.comisionMercadoPago)}
      </TableCell>
      <TableCell align="right" sx={numero}>
        {menos(c.comisionFeria)}
      </TableCell>
      <TableCell align="right" sx={numero}>
        {menos(c.reembolsado)}
      </TableCell>
      <TableCell align="right" sx={{ ...numero, fontWeight: 700 }}>
        {importe(c.neto)}
      </TableCell>
    </>
  );
}

function TablaLiquidacion({ l }: { l: Liquidacion }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Pedidos cobrados, desplazable hacia los costados"
        sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Table size="small" aria-label="Pedidos cobrados en el período">
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...fija, whiteSpace: 'nowrap' }}>Pedido</TableCell>
              <TableCell>Fecha</TableCell>
              <TableCell>Medio de pago</TableCell>
              <TableCell align="right">Bruto</TableCell>
              <TableCell align="right">Comisión Mercado Pago</TableCell>
              <TableCell align="right">Comisión Feria</TableCell>
              <TableCell align="right">Reembolsado</TableCell>
              <TableCell align="right">Neto</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {l.filas.map((f) => (
              <TableRow key={f.idVenta}>
                <TableCell component="th" scope="row" sx={{ ...fija, ...numero, fontWeight: 600 }}>
                  #{f.numero}
                </TableCell>
                <TableCell sx={numero}>{FECHA.format(new Date(f.fecha))}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{MEDIO[f.metodoPago]}</TableCell>
                <Cifras c={f} />
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& .MuiTableCell-root': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell component="th" scope="row" sx={fija}>
                Total
              </TableCell>
              <TableCell colSpan={2}>
                {l.filas.length === 1 ? '1 pedido' : `${l.filas.length.toLocaleString('es-AR')} pedidos`}
              </TableCell>
              <Cifras c={l.totales} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** A phone: one compact item per order (number, date, method; gross, deductions, net), the totals are the cards above. */
function ListaLiquidacion({ l }: { l: Liquidacion }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Typography component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}>
        {l.filas.length === 1 ? '1 pedido cobrado' : `${l.filas.length.toLocaleString('es-AR')} pedidos cobrados`}
      </Typography>
      <Box component="ul" aria-label="Pedidos cobrados en el período" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {l.filas.map((f) => (
          <Box component="li" key={f.idVenta} sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 700 }}>#{f.numero}</Typography>
              <Typography variant="body2" color="text.secondary" sx={numero}>
                {FECHA.format(new Date(f.fecha))} · {MEDIO[f.metodoPago]}
              </Typography>
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 0.5,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                '& dt': { color: 'text.secondary', typography: 'body2' },
                '& dd': { m: 0, textAlign: 'right', typography: 'body2', ...numero },
                '& .neto': { fontWeight: 700, color: 'text.primary' },
              }}
            >
              <dt>Bruto</dt>
              <dd>{importe(f.bruto)}</dd>
              {f.comisionMercadoPago !== 0 && (
                <>
                  <dt>Comisión Mercado Pago</dt>
                  <dd>{menos(f.comisionMercadoPago)}</dd>
                </>
              )}
              <dt>Comisión Feria</dt>
              <dd>{menos(f.comisionFeria)}</dd>
              {f.reembolsado !== 0 && (
                <>
                  <dt>Reembolsado</dt>
                  <dd>{menos(f.reembolsado)}</dd>
                </>
              )}
              <dt className="neto">Neto</dt>
              <dd className="neto">{importe(f.neto)}</dd>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * 'Liquidaciones' (docs/producto/pagos.md#liquidaciones): what the shop sold and was paid in a
 * period, what Mercado Pago and Feria kept, what went back and what is left, per order and in
 * total; the same as CSV. The period lives in the URL; without one, this month so far.
 */
export function LiquidacionesPage({
  idEmprendimiento,
  nombreTienda,
}: {
  idEmprendimiento: string;
  nombreTienda: string;
}) {
  const { pedido, problema, cambiar } = usePeriodoDeUrl();
  const q = useLiquidacion(idEmprendimiento, pedido, !problema);
  const csv = useDescargarLiquidacionCsv(idEmprendimiento, nombreTienda);
  const telefono = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  // The date fields show what is asked for, or once answered the period the server settled on.
  const mostrado = { desde: pedido.desde ?? q.data?.desde, hasta: pedido.hasta ?? q.data?.hasta };
  return (
    <Box>
      <PageHeader
        title="Liquidaciones"
        description="Todo lo que cobraste en un período: cada pedido pagado con lo que se quedaron Mercado Pago y Feria, lo que devolviste y lo que te queda."
        actions={
          <BotonDescargarCsv periodo={q.data} descarga={csv} deshabilitado={q.isPlaceholderData || Boolean(problema)} />
        }
      />
      <SelectorPeriodo periodo={mostrado} problema={problema} onChange={cambiar} />
      {problema ? null : q.isPending ? (
        <LoadingState label="Cargando la liquidación..." />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ position: 'relative' }} aria-busy={q.isPlaceholderData}>
          {q.isPlaceholderData && (
            <LinearProgress
              aria-label="Actualizando la liquidación"
              sx={{ position: 'absolute', top: -10, left: 0, right: 0 }}
            />
          )}
          <Totales t={q.data.totales} />
          {q.data.filas.length === 0 ? (
            <EmptyState
              title="No hubo ventas cobradas en este período"
              description="Elegí otras fechas para ver tus pedidos pagados, las comisiones y lo que te queda."
            />
          ) : telefono ? (
            <ListaLiquidacion l={q.data} />
          ) : (
            <TablaLiquidacion l={q.data} />
          )}
        </Stack>
      )}
    </Box>
  );
}
