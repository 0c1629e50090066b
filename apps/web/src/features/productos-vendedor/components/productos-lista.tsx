import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ProductoVendedor } from '@feria/contracts';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatPrice } from '../../../lib/format';
import { RUTAS_PRODUCTOS } from '../paths';
import {
  AccionesIconos,
  ElegirCheckbox,
  HabilitadoSwitch,
  StockBadge,
  type ProductoAcciones,
  type ProductoSeleccion,
} from './producto-celdas';
import { ProductoThumb } from './producto-thumb';

interface Props extends ProductoAcciones, ProductoSeleccion {
  productos: ProductoVendedor[];
}

function NombreSku({ p }: { p: ProductoVendedor }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {p.nombre}
      </Box>
      {p.sku && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          SKU {p.sku}
        </Typography>
      )}
    </>
  );
}

function ProductoCard({
  p,
  onToggle,
  onEliminar,
  elegidos,
  onElegir,
}: { p: ProductoVendedor } & ProductoAcciones & ProductoSeleccion) {
  const elegido = elegidos.has(p.id);
  return (
    <Card component="li" sx={{ outline: elegido ? 2 : 0, outlineColor: 'primary.main' }}>
      <CardContent sx={{ pb: '12px !important', pl: 1 }}>
        <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
          <Box sx={{ alignSelf: 'flex-start', mt: -0.5 }}>
            <ElegirCheckbox producto={p} elegidos={elegidos} onElegir={onElegir} />
          </Box>
          <ProductoThumb producto={p} size={72} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="h2"
              sx={{ fontSize: '1rem', fontFamily: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {p.nombre}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[p.tipoProducto?.nombre ?? 'Sin tipo', p.sku && `SKU ${p.sku}`].filter(Boolean).join(' · ')}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{formatPrice(p.precio)}</Typography>
              {p.stock > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Stock: {p.stock}
                </Typography>
              ) : (
                <StockBadge stock={0} />
              )}
            </Stack>
          </Box>
        </Stack>
        <Stack
          direction="row"
          sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <HabilitadoSwitch producto={p} onToggle={onToggle} />
          <Stack direction="row" spacing={0.5}>
            <Button
              size="small"
              component={RouterLink}
              to={RUTAS_PRODUCTOS.editar(p.id)}
              aria-label={`Editar ${p.nombre}`}
            >
              Editar
            </Button>
            <Button size="small" color="error" onClick={() => onEliminar(p)} aria-label={`Eliminar ${p.nombre}`}>
              Eliminar
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** 'Consultar Productos' results: a table on desktop, cards on phones (no horizontal scroll at 360 px). */
export function ProductosLista({ productos, ...acciones }: Props) {
  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('lg'), { noSsr: true });
  if (!desktop) {
    return (
      <Box
        component="ul"
        aria-label="Tus productos"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {productos.map((p) => (
          <ProductoCard key={p.id} p={p} {...acciones} />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-label="Tus productos">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Elegir
              </Box>
            </TableCell>
            <TableCell sx={{ width: 72 }}>
              <Box component="span" sx={visuallyHidden}>
                Imagen
              </Box>
            </TableCell>
            <TableCell>Producto</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell align="right">Precio</TableCell>
            <TableCell align="right">Stock</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {productos.map((p) => (
            <TableRow key={p.id} hover selected={acciones.elegidos.has(p.id)}>
              <TableCell padding="checkbox">
                <ElegirCheckbox producto={p} elegidos={acciones.elegidos} onElegir={acciones.onElegir} />
              </TableCell>
              <TableCell>
                <ProductoThumb producto={p} />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                <NombreSku p={p} />
              </TableCell>
              <TableCell>{p.tipoProducto?.nombre ?? 'Sin tipo'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatPrice(p.precio)}
              </TableCell>
              <TableCell align="right">
                <StockBadge stock={p.stock} />
              </TableCell>
              <TableCell>
                <HabilitadoSwitch producto={p} onToggle={acciones.onToggle} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <AccionesIconos producto={p} onEliminar={acciones.onEliminar} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
