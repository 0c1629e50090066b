import { useId, useState } from 'react';
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
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPrice, type FinanzasAdmin } from '@feria/contracts';
import { formatDate } from '../../../lib/format';

const diaCorto = (fecha: string) =>
  new Date(`${fecha}T12:00:00Z`).toLocaleDateString('es-AR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const diaLargo = (fecha: string) => formatDate(`${fecha}T12:00:00Z`);
const miles = (v: number) => `$ ${(v / 1000).toLocaleString('es-AR', { maximumFractionDigits: 1 })} mil`;

/** The sentence a screen reader hears instead of the chart. */
export function resumenPorDia(f: FinanzasAdmin): string {
  const dias = f.porDia.length;
  const base = `${formatPrice(f.totales.gmv)} en ventas brutas en ${dias} ${dias === 1 ? 'día' : 'días'}`;
  const mejor = f.porDia.reduce<FinanzasAdmin['porDia'][number] | undefined>(
    (a, d) => (d.gmv > (a?.gmv ?? 0) ? d : a),
    undefined,
  );
  return mejor
    ? `${base}; el mejor día fue el ${diaLargo(mejor.fecha)} con ${formatPrice(mejor.gmv)} y ${formatPrice(mejor.comision)} de comisión.`
    : `${base}.`;
}

/**
 * Gross sales and Feria's commission per day of the period (MUI X Charts, loaded apart from the
 * admin's first screen). The chart is out of the keyboard and screen-reader path (inert): its
 * summary and its table say the same.
 */
export function GraficoFinanzas({ f }: { f: FinanzasAdmin }) {
  const theme = useTheme();
  const [tabla, setTabla] = useState(false);
  const id = useId();
  const conVentas = f.porDia.filter((d) => d.gmv > 0 || d.comision > 0);
  // A mark per day only while they fit apart (two weeks); the table has every value anyway.
  const conMarcas = f.porDia.length <= 14;
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={`${id}-t`}
      sx={{ m: 0, p: 2, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={`${id}-t`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Ventas y comisión por día
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {resumenPorDia(f)}
      </Typography>
      <Box inert sx={{ width: '100%', minWidth: 0 }}>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: f.porDia.map((d) => diaCorto(d.fecha)) }]}
          yAxis={[{ width: 76, valueFormatter: miles }]}
          series={[
            {
              data: f.porDia.map((d) => d.gmv),
              label: 'Ventas brutas',
              area: true,
              showMark: conMarcas,
              color: theme.palette.primary.main,
              valueFormatter: (v) => formatPrice(v ?? 0),
            },
            {
              data: f.porDia.map((d) => d.comision),
              label: 'Comisión Feria',
              showMark: conMarcas,
              color: theme.palette.secondary.main,
              valueFormatter: (v) => formatPrice(v ?? 0),
            },
          ]}
          margin={{ left: 8, right: 8 }}
        />
      </Box>
      <Button size="small" onClick={() => setTabla((v) => !v)} aria-expanded={tabla} aria-controls={`${id}-d`}>
        {tabla ? 'Ocultar tabla' : 'Ver datos en tabla'}
      </Button>
      {tabla && (
        <Box id={`${id}-d`} sx={{ overflowX: 'auto', mt: 1 }}>
          {conVentas.length === 0 ? (
            <Typography variant="body2">Ningún día del período tuvo ventas.</Typography>
          ) : (
            <Table size="small">
              <caption>Ventas y comisión por día (solo los días con ventas)</caption>
              <TableHead>
                <TableRow>
                  <TableCell>Día</TableCell>
                  <TableCell align="right">Ventas brutas</TableCell>
                  <TableCell align="right">Comisión Feria</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {conVentas.map((d) => (
                  <TableRow key={d.fecha}>
                    <TableCell>{diaLargo(d.fecha)}</TableCell>
                    <TableCell align="right">{formatPrice(d.gmv)}</TableCell>
                    <TableCell align="right">{formatPrice(d.comision)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Paper>
  );
}
