import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatPrice, type DescuentoVendedor } from '@feria/contracts';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { nombreDescuento, valorPromocion, vigencia } from '../promociones-texto';
import { AccionesPromocion } from './acciones-promocion';
import { EstadoPromocionChip } from './estado-promocion-chip';

/** Products shown with their price before and after; the rest by name. */
const CON_PRECIO = 3;

interface Props {
  descuento: DescuentoVendedor;
  cambiando: boolean;
  onCambiar: (d: DescuentoVendedor, activo: boolean) => void;
  onEditar: (d: DescuentoVendedor) => void;
  onEliminar: (d: DescuentoVendedor) => void;
}

/** One discount: value, status, dates, its products and its actions. A card that stacks on a phone. */
export function DescuentoItem({ descuento: d, cambiando, onCambiar, onEditar, onEliminar }: Props) {
  const titulo = valorPromocion(d);
  const tituloId = `descuento-${d.idDescuento}`;
  const conPrecio = d.productos.slice(0, CON_PRECIO);
  const resto = d.productos.slice(CON_PRECIO);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={tituloId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, listStyle: 'none', minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={tituloId} component="h3" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {titulo}
            </Typography>
            <EstadoPromocionChip estado={d.estado} />
          </Stack>
          {d.descripcion && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{d.descripcion}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {vigencia(d)}
          </Typography>
        </Box>
        <AccionesPromocion
          etiqueta="Activo"
          nombreSwitch={`Activar ${nombreDescuento(d)}`}
          nombre={nombreDescuento(d)}
          activo={d.activo}
          cambiando={cambiando}
          onCambiar={(v) => onCambiar(d, v)}
          onEditar={() => onEditar(d)}
          onEliminar={() => onEliminar(d)}
        />
      </Stack>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
        {d.productos.length === 1 ? '1 producto' : `${d.productos.length} productos`}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {conPrecio.map((p) => (
          <Typography component="li" variant="body2" key={p.id} sx={{ overflowWrap: 'anywhere' }}>
            {p.nombre}:{' '}
            <Box component="s" sx={{ color: 'text.secondary' }}>
              <Box component="span" sx={visuallyHidden}>
                antes{' '}
              </Box>
              {formatPrice(p.precio)}
            </Box>{' '}
            <span aria-hidden>→</span>
            <Box component="span" sx={visuallyHidden}>
              , ahora
            </Box>{' '}
            <Box component="strong">{formatPrice(p.precioConDescuento)}</Box>
          </Typography>
        ))}
        {resto.length > 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Y {resto.length === 1 ? '1 más' : `${resto.length} más`}: {resto.map((p) => p.nombre).join(', ')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
