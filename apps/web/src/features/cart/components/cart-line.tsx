import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { formatPrice } from '@feria/contracts';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { ImagenSegura } from '../../../components/ui/imagen-segura';
import { DiscountChip } from '../../../components/ui/price';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { nombreDeLinea, type CartItem } from '../store/cart-slice';

// docs/producto/carrito.md#linea-del-carrito cart line: image (a placeholder when there is none), name (two lines at most), 'por'
// the shop, the product's attributes as chips, unit price ('c/u') with its '% OFF', quantity
// controls, the line total — when discounted, the struck list total beside it and what the line
// saves; 0.2 s fade+slide in; buttons disabled and faded during checkout (docs/producto/carrito.md#estado-del-carrito line lock).

const entrar = keyframes`from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; }`;

export interface CartLineProps {
  item: CartItem;
  locked: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
}

export function CartLine({ item, locked, onIncrement, onDecrement, onRemove }: CartLineProps) {
  const alTope = item.stock !== undefined && item.quantity >= item.stock;
  const tip = (t: string) => (locked ? 'No disponible durante checkout' : t);
  const descontada = Boolean(item.hasDiscount && item.originalPrice !== undefined && item.originalPrice > item.price);
  const total = item.price * item.quantity;
  const totalLista = (item.originalPrice ?? item.price) * item.quantity;
  // A variant's line shows its values instead of the product's free attributes (docs/producto/variantes.md).
  const atributos = item.variante ? [] : (item.atributos ?? []).filter((a) => a.clave.trim() && a.valor.trim());
  const nombre = nombreDeLinea(item);
  return (
    <Box
      component="li"
      id={`comprador_cart_item-${item.id}`}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        listStyle: 'none',
        animation: `${entrar} 0.2s ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ width: 72, height: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ImagenSegura
          src={item.image ?? null}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          respaldo={
            <Box
              data-testid="cart-line-sin-imagen"
              sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}
            >
              <ImageOutlinedIcon aria-hidden />
            </Box>
          }
        />
      </Box>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography
          title={item.name}
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: '0 !important' }}>
          por {item.nombreEmprendimiento || 'Emprendimiento sin nombre'}
        </Typography>
        {item.variante && (
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {item.variante}
          </Typography>
        )}
        {atributos.length > 0 && (
          <Box
            component="ul"
            aria-label={`Características de ${item.name}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
          >
            {atributos.map((a) => (
              <Box component="li" key={`${a.clave}:${a.valor}`} sx={{ minWidth: 0, maxWidth: '100%' }}>
                <Chip size="small" variant="outlined" label={`${a.clave}: ${a.valor}`} sx={{ maxWidth: '100%' }} />
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {formatPrice(item.price)} c/u
          </Typography>
          {descontada && item.discountPercentage ? <DiscountChip porcentaje={item.discountPercentage} /> : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', opacity: locked ? 0.45 : 1 }}
            role="group"
            aria-label={`Cantidad de ${nombre}`}
          >
            <LiteTooltip title={tip(item.quantity > 1 ? 'Quitar uno' : 'Quitar del carrito')}>
              <span>
                <IconButton
                  size="small"
                  onClick={onDecrement}
                  disabled={locked}
                  aria-label={item.quantity > 1 ? `Quitar una unidad de ${nombre}` : `Quitar ${nombre} del carrito`}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
              </span>
            </LiteTooltip>
            <Typography component="span" aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}>
              {item.quantity}
            </Typography>
            <LiteTooltip title={tip(alTope ? 'No hay más unidades disponibles' : 'Agregar uno')}>
              <span>
                <IconButton
                  size="small"
                  onClick={onIncrement}
                  disabled={locked || alTope}
                  aria-label={`Agregar una unidad de ${nombre}`}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
              </span>
            </LiteTooltip>
            <LiteTooltip title={tip('Eliminar')}>
              <span>
                <IconButton
                  size="small"
                  onClick={onRemove}
                  disabled={locked}
                  aria-label={`Eliminar ${nombre} del carrito`}
                  sx={{ ml: 0.5 }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </LiteTooltip>
          </Box>
          {/* Stacked (struck total over the total over the savings) so it fits beside the quantity at 360 px. */}
          <Box sx={{ textAlign: 'right', ml: 'auto', minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
              {descontada && (
                <Typography component="s" variant="body2" color="text.secondary">
                  <Box component="span" sx={visuallyHidden}>
                    Antes{' '}
                  </Box>
                  {formatPrice(totalLista)}
                </Typography>
              )}
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {descontada && (
                  <Box component="span" sx={visuallyHidden}>
                    Ahora{' '}
                  </Box>
                )}
                {formatPrice(total)}
              </Typography>
            </Box>
            {descontada && (
              <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 600 }}>
                Ahorrás {formatPrice(totalLista - total)}
              </Typography>
            )}
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
