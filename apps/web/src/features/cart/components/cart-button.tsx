import { Badge, IconButton } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { CART_BADGE_MAX, cartTooltip } from '../cart-labels';

/** docs/producto/carrito.md#panel-del-carrito: cart icon with an item-count badge (max 99, hidden at zero) that toggles the drawer. */
export function CartButton({
  count,
  open,
  onClick,
  enCheckout = false,
}: {
  count: number;
  open: boolean;
  onClick: () => void;
  enCheckout?: boolean;
}) {
  const label = cartTooltip(count, enCheckout);
  return (
    <LiteTooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-expanded={open} onClick={onClick}>
        {/* No badge text at zero: hidden digits would still count as visible text for a11y checks. */}
        <Badge badgeContent={count > 0 ? count : undefined} max={CART_BADGE_MAX} color="primary">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
    </LiteTooltip>
  );
}
