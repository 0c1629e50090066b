import { Box, IconButton, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { formatPrice } from '@feria/contracts';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { ImagenSegura } from '../../../components/ui/imagen-segura';
import { DiscountChip } from '../../../components/ui/price';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { CartItem } from '../store/cart-slice';

// spec §2.6 cart line: image, name, unit price ('c/u'), quantity controls, line total; '% OFF' with
// a flame; 0.2 s fade+slide in; buttons disabled and faded during checkout (spec §4.5 line lock).

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
        />
      </Box>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {formatPrice(item.price)} c/u
          </Typography>
          {item.hasDiscount && item.originalPrice !== undefined && item.originalPrice > item.price && (
            <>
              <Typography component="s" variant="body2" color="text.secondary">
                <Box component="span" sx={visuallyHidden}>
                  Antes{' '}
                </Box>
                {formatPrice(item.originalPrice)}
              </Typography>
              {item.discountPercentage ? <DiscountChip porcentaje={item.discountPercentage} /> : null}
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', opacity: locked ? 0.45 : 1 }}
            role="group"
            aria-label={`Cantidad de ${item.name}`}
          >
            <LiteTooltip title={tip(item.quantity > 1 ? 'Quitar uno' : 'Quitar del carrito')}>
              <span>
                <IconButton
                  size="small"
                  onClick={onDecrement}
                  disabled={locked}
                  aria-label={
                    item.quantity > 1 ? `Quitar una unidad de ${item.name}` : `Quitar ${item.name} del carrito`
                  }
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
                  aria-label={`Agregar una unidad de ${item.name}`}
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
                  aria-label={`Eliminar ${item.name} del carrito`}
                  sx={{ ml: 0.5 }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </LiteTooltip>
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(item.price * item.quantity)}</Typography>
        </Box>
      </Stack>
    </Box>
  );
}
