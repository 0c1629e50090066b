import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { ProductoDetalle } from '@feria/contracts';
import { formatDate, formatPrice } from '../../../lib/format';
import { formatPercent, stockLabel } from '../producto-text';
import { visuallyHidden as srOnly } from '../../../components/ui/visually-hidden';

// Readable green in both modes (the theme's #22C55E is too light for small text on white).
const okText = (t: Theme) => (t.palette.mode === 'dark' ? t.palette.success.light : t.palette.success.dark);
const alertText = (t: Theme) => (t.palette.mode === 'dark' ? t.palette.error.light : t.palette.error.dark);

/** spec §3 derived view and §9: final price, discount, 6 cuotas, price without taxes, free shipping, stock. */
export function ProductoPriceBlock({ detalle: d }: { detalle: ProductoDetalle }) {
  const stock = stockLabel(d.stock);
  return (
    <Stack spacing={1.25}>
      {d.hasDiscount && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="p" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
            <Box component="span" sx={srOnly}>
              Precio anterior:{' '}
            </Box>
            {formatPrice(d.originalPrice)}
          </Typography>
          <Chip
            size="small"
            icon={<LocalFireDepartmentIcon aria-hidden />}
            label={`${formatPercent(d.discountPercentage)}% OFF`}
            sx={{ bgcolor: '#b91c1c', color: '#fff', fontWeight: 700, '& .MuiChip-icon': { color: '#fff' } }}
          />
        </Box>
      )}
      <Typography
        component="p"
        data-testid="precio-final"
        sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 700, lineHeight: 1.1 }}
      >
        {d.hasDiscount && (
          <Box component="span" sx={srOnly}>
            Precio con descuento:{' '}
          </Box>
        )}
        {formatPrice(d.price)}
      </Typography>
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
