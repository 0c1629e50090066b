import { Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { ProductoDetalle } from '@feria/contracts';
import { formatDate, formatPrice } from '../../../lib/format';
import { stockLabel } from '../producto-text';
import { Price } from '../../../components/ui/price';

// Readable green in both modes (the theme's #22C55E is too light for small text on white).
const okText = (t: Theme) => (t.palette.mode === 'dark' ? t.palette.success.light : t.palette.success.dark);
const alertText = (t: Theme) => (t.palette.mode === 'dark' ? t.palette.error.light : t.palette.error.dark);

/** docs/producto/entidades.md derived view and docs/producto/precios.md: final price, discount, 6 cuotas, price without taxes, free shipping, stock. */
export function ProductoPriceBlock({ detalle: d, desde = false }: { detalle: ProductoDetalle; desde?: boolean }) {
  const stock = stockLabel(d.stock);
  return (
    <Stack spacing={1.25}>
      {/* Variants at different prices, none chosen yet: the lowest, said as such (docs/producto/variantes.md). */}
      {desde && (
        <Typography color="text.secondary" sx={{ fontWeight: 500, mb: '-0.5rem !important' }}>
          Desde
        </Typography>
      )}
      <Price
        precio={d.price}
        {...(d.hasDiscount ? { precioOriginal: d.originalPrice, porcentaje: d.discountPercentage } : {})}
        size="xlarge"
        testId="precio-final"
      />
      {d.discountEndDate && (
        <Typography variant="body2" sx={{ color: alertText }}>
          Oferta válida hasta {formatDate(d.discountEndDate)}
        </Typography>
      )}
      <Typography sx={{ color: okText, fontWeight: 500 }}>
        Mismo precio en {d.installments.count} cuotas de {formatPrice(d.installments.amount)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Precio sin impuestos nacionales: {formatPrice(d.priceWithoutTaxes)}
      </Typography>
      {d.freeShipping && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: okText, fontWeight: 600 }}>
          <LocalShippingOutlinedIcon aria-hidden />
          Envío gratis
        </Typography>
      )}
      <Typography
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          fontWeight: stock.tone === 'ok' ? 400 : 600,
          color: stock.tone === 'none' ? alertText : 'text.primary',
        }}
      >
        <Inventory2OutlinedIcon fontSize="small" aria-hidden />
        {stock.text}
      </Typography>
    </Stack>
  );
}
