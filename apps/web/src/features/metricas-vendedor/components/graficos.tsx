import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPrice, type MetricasVendedor } from '@feria/contracts';
import { ESTADO_VENTA_LABEL, TONOS_VENTA } from '../../../components/ui/estado-venta-chip';
import { formatDate } from '../../../lib/format';

interface Columna<T> {
  titulo: string;
  valor: (fila: T) => string;
  numerica?: boolean;
}

/**
 * One chart with what a screen reader needs: a heading, a one-sentence summary, the chart itself
 * out of the keyboard and screen-reader path (inert), and the same data as a table on demand.
 */
function Grafico<T>({
  titulo,
  resumen,
  filas,
  columnas,
  children,
}: {
  titulo: string;
  resumen: string;
  filas: T[];
  columnas: Columna<T>[];
  children: ReactNode;
}) {
  const [tabla, setTabla] = useState(false);
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={`${id}-t`}
      sx={{ m: 0, p: 2, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={`${id}-t`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {titulo}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {resumen}
      </Typography>
      {/* The chart itself is out of the keyboard and screen-reader path: the summary and the table say the same. */}
      <Box inert sx={{ width: '100%', minWidth: 0 }}>
        {children}
      </Box>
      <Button size="small" onClick={() => setTabla((v) => !v)} aria-expanded={tabla} aria-controls={`${id}-d`}>
        {tabla ? 'Ocultar tabla' : 'Ver datos en tabla'}
      </Button>
      {tabla && (
        <Box id={`${id}-d`} sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small">
            <caption>{titulo}</caption>
            <TableHead>
              <TableRow>
                {columnas.map((c) => (
                  <TableCell key={c.titulo} align={c.numerica ? 'right' : 'left'}>
                    {c.titulo}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map((f, i) => (
                <TableRow key={i}>
                  {columnas.map((c) => (
                    <TableCell key={c.titulo} align={c.numerica ? 'right' : 'left'}>
                      {c.valor(f)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

const diaCorto = (fecha: string) =>
  new Date(`${fecha}T12:00:00Z`).toLocaleDateString('es-AR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Income per day, orders by estado, top products by units and by income (MUI X Charts). */
export function Graficos({ m }: { m: MetricasVendedor }) {
  const theme = useTheme();
  const modo = theme.palette.mode;
  const mejorDia = m.porDia.reduce((a, b) => (b.ingresos > a.ingresos ? b : a), m.porDia[0]!);
  const estados = m.porEstado.filter((e) => e.cantidad > 0);
  const alto = 260;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Grafico
        titulo="Ingresos por día"
        resumen={`${formatPrice(m.ingresosTotales)} en ${m.porDia.length} ${m.porDia.length === 1 ? 'día' : 'días'}${mejorDia.ingresos > 0 ? `; el mejor día fue el ${formatDate(`${mejorDia.fecha}T12:00:00Z`)} con ${formatPrice(mejorDia.ingresos)}` : ''}.`}
        filas={m.porDia.filter((d) => d.pedidos > 0)}
        columnas={[
          { titulo: 'Día', valor: (d) => formatDate(`${d.fecha}T12:00:00Z`) },
          { titulo: 'Pedidos', valor: (d) => String(d.pedidos), numerica: true },
          { titulo: 'Ingresos', valor: (d) => formatPrice(d.ingresos), numerica: true },
        ]}
      >
        <LineChart
          height={alto}
          xAxis={[{ scaleType: 'point', data: m.porDia.map((d) => diaCorto(d.fecha)) }]}
          series={[
            {
              data: m.porDia.map((d) => d.ingresos),
              label: 'Ingresos',
              area: true,
              showMark: m.porDia.length <= 31,
              color: theme.palette.primary.main,
              valueFormatter: (v) => formatPrice(v ?? 0),
            },
          ]}
          yAxis={[{ width: 72, valueFormatter: (v: number) => `$ ${(v / 1000).toLocaleString('es-AR')} mil` }]}
          margin={{ left: 8, right: 8 }}
        />
      </Grafico>
      <Grafico
        titulo="Pedidos por estado"
        resumen={estados.map((e) => `${e.cantidad} ${ESTADO_VENTA_LABEL[e.estado].toLowerCase()}`).join(', ') + '.'}
        filas={m.porEstado}
        columnas={[
          { titulo: 'Estado', valor: (e) => ESTADO_VENTA_LABEL[e.estado] },
          { titulo: 'Pedidos', valor: (e) => String(e.cantidad), numerica: true },
        ]}
      >
        <BarChart
          height={alto}
          xAxis={[
            {
              scaleType: 'band',
              data: m.porEstado.map((e) => ESTADO_VENTA_LABEL[e.estado]),
              colorMap: { type: 'ordinal', colors: m.porEstado.map((e) => TONOS_VENTA[e.estado][modo]) },
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[{ data: m.porEstado.map((e) => e.cantidad), label: 'Pedidos' }]}
          hideLegend
          margin={{ left: 8, right: 8 }}
        />
      </Grafico>
      <TopProductos
        titulo="Productos más vendidos (unidades)"
        filas={m.topProductosUnidades}
        medida="unidades"
        alto={alto}
      />
      <TopProductos
        titulo="Productos que más facturaron"
        filas={m.topProductosIngresos}
        medida="ingresos"
        alto={alto}
      />
    </Box>
  );
}

function TopProductos({
  titulo,
  filas,
  medida,
  alto,
}: {
  titulo: string;
  filas: MetricasVendedor['topProductosUnidades'];
  medida: 'unidades' | 'ingresos';
  alto: number;
}) {
  const theme = useTheme();
  const primero = filas[0];
  const formato = (v: number) => (medida === 'unidades' ? `${v} ${v === 1 ? 'unidad' : 'unidades'}` : formatPrice(v));
  return (
    <Grafico
      titulo={titulo}
      resumen={
        primero
          ? `Encabeza ${primero.nombre} con ${formato(primero[medida])}.`
          : 'Todavía no hay productos vendidos en este período.'
      }
      filas={filas}
      columnas={[
        { titulo: 'Producto', valor: (p) => p.nombre },
        { titulo: 'Unidades', valor: (p) => String(p.unidades), numerica: true },
        { titulo: 'Ingresos', valor: (p) => formatPrice(p.ingresos), numerica: true },
      ]}
    >
      <BarChart
        height={alto}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: filas.map((p) => (p.nombre.length > 22 ? `${p.nombre.slice(0, 21)}…` : p.nombre)),
            width: 130,
          },
        ]}
        xAxis={[
          medida === 'unidades'
            ? { tickMinStep: 1 }
            : { valueFormatter: (v: number) => `${(v / 1000).toLocaleString('es-AR')} mil` },
        ]}
        series={[
          {
            data: filas.map((p) => p[medida]),
            label: medida === 'unidades' ? 'Unidades' : 'Ingresos',
            color: theme.palette.secondary.main,
            valueFormatter: (v) => formato(v ?? 0),
          },
        ]}
        hideLegend
        margin={{ left: 8, right: 16 }}
      />
    </Grafico>
  );
}
