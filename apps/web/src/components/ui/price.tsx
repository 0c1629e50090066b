import { Box, Chip, Typography } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { calcularPrecio, type Descuento, formatPrice, numeroAR } from '@feria/contracts';
import { visuallyHidden as srOnly } from './visually-hidden';

/** Discount percentages may carry decimals (12,5 % OFF); whole numbers stay whole. */
export function formatPercent(n: number): string {
  return numeroAR(Math.round(n * 10) / 10);
}

export interface PrecioDerivado {
  /** What the buyer pays. */
  precio: number;
  /** Set only while a discount is active. */
  precioOriginal?: number;
  porcentaje?: number;
}

/** docs/producto/precios.md through THE pricing function (contracts `calcularPrecio`): percentage or fixed discount in effect. */
export function derivePrecio(
  p: { precio: number; descuento: Descuento | null },
  now: Date = new Date(),
): PrecioDerivado {
  const c = calcularPrecio(p, now);
  if (!c.tieneDescuento) return { precio: c.final };
  return { precio: c.final, precioOriginal: c.lista, porcentaje: c.porcentaje };
}

const sizes = {
  small: { price: '1.125rem', original: '0.8125rem' },
  medium: { price: '1.375rem', original: '0.875rem' },
  large: { price: '2rem', original: '1rem' },
  /** The product page's headline price. */
  xlarge: { price: { xs: '2rem', sm: '2.5rem' }, original: '1rem' },
} as const;

export interface PriceProps extends PrecioDerivado {
  size?: keyof typeof sizes;
  /** Colour of both amounts (a storefront's readable text on its own cards); default the theme's. */
  color?: string;
  /** Without the '% OFF' chip, where the card shows it elsewhere (on the storefront's image). */
  sinPorcentaje?: boolean;
  /** Test hook for the final amount. */
  testId?: string;
}

/**
 * The one price rendering (docs/producto/carrito.md#linea-del-carrito, docs/producto/precios.md): final price; with a discount also the struck original
 * and a '{n}% OFF' chip. Cards, the storefront, 'Más productos' and the product page use it.
 */
export function Price({
  precio,
  precioOriginal,
  porcentaje,
  size = 'small',
  color,
  sinPorcentaje = false,
  testId,
}: PriceProps) {
  const hasDiscount =
    porcentaje !== undefined && porcentaje > 0 && precioOriginal !== undefined && precioOriginal > precio;
  const s = sizes[size];
  return (
    <Box>
      {hasDiscount && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <Typography component="s" sx={{ fontSize: s.original, color: color ?? 'text.secondary' }}>
            <Box component="span" sx={srOnly}>
              Precio anterior:{' '}
            </Box>
            <span>{formatPrice(precioOriginal)}</span>
          </Typography>
          {!sinPorcentaje && <DiscountChip porcentaje={porcentaje} />}
        </Box>
      )}
      <Typography
        component="p"
        data-testid={testId}
        sx={{
          fontSize: s.price,
          fontWeight: 700,
          lineHeight: size === 'xlarge' ? 1.1 : 1.25,
          color: color ?? 'text.primary',
        }}
      >
        <Box component="span" sx={srOnly}>
          {hasDiscount ? 'Precio con descuento: ' : 'Precio: '}
        </Box>
        <span>{formatPrice(precio)}</span>
      </Typography>
    </Box>
  );
}

/** '{n}% OFF' with a flame (docs/producto/carrito.md#linea-del-carrito). Own dark-red fill so it reads in light and dark mode (6.5:1). */
export function DiscountChip({ porcentaje }: { porcentaje: number }) {
  return (
    <Chip
      size="small"
      icon={<LocalFireDepartmentIcon aria-hidden />}
      label={`${formatPercent(porcentaje)}% OFF`}
      sx={{
        bgcolor: '#B91C1C',
        color: '#FFFFFF',
        fontWeight: 700,
        height: 22,
        '& .MuiChip-icon': { color: 'inherit', fontSize: 16, ml: 0.5 },
        '& .MuiChip-label': { px: 0.75 },
      }}
    />
  );
}
