import { useState } from 'react';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { formatPrice, type CifrasFinanzas, type FinanzasAdmin, type FinanzasEmprendimiento } from '@feria/contracts';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

type Clave = keyof CifrasFinanzas;

export const COLUMNAS: { clave: Clave; titulo: string }[] = [
  { clave: 'pedidos', titulo: 'Pedidos' },
  { clave: 'gmv', titulo: 'Ventas brutas' },
  { clave: 'comisionCobradaMercadoPago', titulo: 'Comisión cobrada (Mercado Pago)' },
  { clave: 'comisionAdeudadaTransferencias', titulo: 'Comisión adeudada (transferencias)' },
  { clave: 'comisionMercadoPago', titulo: 'Comisión de Mercado Pago' },
  { clave: 'reembolsado', titulo: 'Reembolsado' },
];

const valor = (c: CifrasFinanzas, k: Clave) => (k === 'pedidos' ? c[k].toLocaleString('es-AR') : formatPrice(c[k]));

/**
 * One row per shop with sales in the period and the total underneath; any figure column sorts
 * (largest first, again for smallest first). At 360 px the table scrolls sideways inside its own
 * focusable region, the shop's name staying in view.
 */
export function TablaEmprendimientos({ f }: { f: FinanzasAdmin }) {
  const [orden, setOrden] = useState<{ clave: Clave; dir: 'asc' | 'desc' }>({ clave: 'gmv', dir: 'desc' });
  const filas = [...f.emprendimientos].sort((a: FinanzasEmprendimiento, b: FinanzasEmprendimiento) => {
    const d = orden.dir === 'desc' ? b[orden.clave] - a[orden.clave] : a[orden.clave] - b[orden.clave];
    return d || a.nombre.localeCompare(b.nombre, 'es');
  });
  const ordenar = (clave: Clave) =>
    setOrden((o) => ({ clave, dir: o.clave === clave && o.dir === 'desc' ? 'asc' : 'desc' }));
  const fija = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="finanzas-tiendas"
      sx={{ borderRadius: 3, minWidth: 0 }}
    >
      <Typography id="finanzas-tiendas" component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Por emprendimiento
      </Typography>
      <Box
        role="region"
        aria-label="Tabla por emprendimiento (se desplaza hacia los costados)"
        tabIndex={0}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Table size="small" sx={{ minWidth: 840 }}>
          <Box component="caption" sx={visuallyHidden}>
            Pedidos, ventas y comisiones de cada emprendimiento en el período
          </Box>
          <TableHead>
            <TableRow>
              <TableCell sx={fija}>Emprendimiento</TableCell>
              {COLUMNAS.map((c) => (
                <TableCell
                  key={c.clave}
                  align="right"
                  sortDirection={orden.clave === c.clave ? orden.dir : false}
                  sx={{ whiteSpace: 'normal', maxWidth: 150 }}
                >
                  <TableSortLabel
                    active={orden.clave === c.clave}
                    direction={orden.clave === c.clave ? orden.dir : 'desc'}
                    onClick={() => ordenar(c.clave)}
                  >
                    {c.titulo}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((e) => (
              <TableRow key={e.emprendimientoId}>
                <TableCell component="th" scope="row" sx={{ ...fija, maxWidth: 180, overflowWrap: 'anywhere' }}>
                  {e.nombre}
                </TableCell>
                {COLUMNAS.map((c) => (
                  <TableCell key={c.clave} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {valor(e, c.clave)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...fija, fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}
              >
                Total
              </TableCell>
              {COLUMNAS.map((c) => (
                <TableCell
                  key={c.clave}
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' }}
                >
                  {valor(f.totales, c.clave)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Paper>
  );
}
