import { Checkbox, Chip, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { ProductoVendedor } from '@feria/contracts';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { RUTAS_PRODUCTOS } from '../paths';

export interface ProductoAcciones {
  onToggle: (producto: ProductoVendedor, habilitado: boolean) => void;
  onEliminar: (producto: ProductoVendedor) => void;
}

/** Row selection for the bulk edit (docs/producto/edicion-masiva.md#pantalla). */
export interface ProductoSeleccion {
  elegidos: ReadonlySet<string>;
  onElegir: (producto: ProductoVendedor, elegido: boolean) => void;
}

/** The row's checkbox, named after the product for screen readers ('Elegir Taza esmaltada'). */
export function ElegirCheckbox({ producto, elegidos, onElegir }: { producto: ProductoVendedor } & ProductoSeleccion) {
  return (
    <Checkbox
      checked={elegidos.has(producto.id)}
      onChange={(_, v) => onElegir(producto, v)}
      slotProps={{ input: { 'aria-label': `Elegir ${producto.nombre}` } }}
    />
  );
}

// Readable on the paper of each mode (MUI's warning orange is 3:1 on white).
const SIN_STOCK = { light: '#92400E', dark: '#FCD34D' } as const;

/** Stock, or the 'Sin stock' badge at 0. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock > 0) return <Typography component="span">{stock}</Typography>;
  return (
    <Chip
      label="Sin stock"
      size="small"
      variant="outlined"
      sx={(t) => ({ fontWeight: 600, color: SIN_STOCK[t.palette.mode], borderColor: SIN_STOCK[t.palette.mode] })}
    />
  );
}

/** Quick enable/disable: the switch is named after the product; the state is also written beside it. */
export function HabilitadoSwitch({
  producto,
  onToggle,
}: {
  producto: ProductoVendedor;
  onToggle: ProductoAcciones['onToggle'];
}) {
  return (
    <FormControlLabel
      sx={{ mr: 0, whiteSpace: 'nowrap' }}
      control={
        <Switch
          checked={producto.habilitado}
          onChange={(_, v) => onToggle(producto, v)}
          slotProps={{ input: { 'aria-label': `Habilitado: ${producto.nombre}` } }}
        />
      }
      label={
        <Typography component="span" variant="body2" aria-hidden>
          {producto.habilitado ? 'Habilitado' : 'Deshabilitado'}
        </Typography>
      }
    />
  );
}

/** Edit (a link to cargar-producto/{id}) and delete (asks first). */
export function AccionesIconos({
  producto,
  onEliminar,
}: {
  producto: ProductoVendedor;
  onEliminar: ProductoAcciones['onEliminar'];
}) {
  return (
    <>
      <LiteTooltip title="Editar">
        <IconButton
          component={RouterLink}
          to={RUTAS_PRODUCTOS.editar(producto.id)}
          aria-label={`Editar ${producto.nombre}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </LiteTooltip>
      <LiteTooltip title="Eliminar">
        <IconButton color="error" onClick={() => onEliminar(producto)} aria-label={`Eliminar ${producto.nombre}`}>
          <DeleteOutlinedIcon />
        </IconButton>
      </LiteTooltip>
    </>
  );
}
