import { AccionProducto } from '../../../components/ui/accion-producto';
import { Box, Typography } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Link as RouterLink } from 'react-router';
import { deriveProductoDetalle } from '@feria/contracts';
import type { ProductoTienda } from '@feria/contracts';
import { formatPercent, Price } from '../../../components/ui/price';
import type { StorefrontPalette } from '../storefront-style';
import { StoreImage } from './store-image';

/** Storefront product card in the shop's colours (spec §3 appearance: tarjetas, textoCard, acento). */
export function StorefrontProductCard({ producto, palette }: { producto: ProductoTienda; palette: StorefrontPalette }) {
  // Same derivation as the product page, so card and page never disagree (spec §9).
  const d = deriveProductoDetalle(producto, []);
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: palette.cardBg,
        color: palette.cardText,
        boxShadow: '0 1px 3px rgba(0,0,0,0.12)',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 6px 18px rgba(0,0,0,0.18)' },
        // The whole card is clickable through the title link; show the ring around the card.
        '&:has(a:focus-visible)': { outline: `3px solid ${palette.focusOnPage}`, outlineOffset: '2px' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <StoreImage src={producto.rutaImagen} alt="" color={palette.cardText} background={palette.cardBg} />
        {d.hasDiscount && (
          <Box
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              fontSize: 13,
              fontWeight: 700,
              bgcolor: palette.accent,
              color: palette.onAccent,
            }}
          >
            <LocalFireDepartmentIcon sx={{ fontSize: 16 }} aria-hidden />
            {formatPercent(d.discountPercentage)}% OFF
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography
          component="h3"
          sx={{
            fontSize: 15,
            fontWeight: 600,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <Box
            component={RouterLink}
            to={`/productos/${producto.id}`}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {producto.nombre}
          </Box>
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <Price
            precio={d.price}
            {...(d.hasDiscount ? { precioOriginal: d.originalPrice, porcentaje: d.discountPercentage } : {})}
            color={palette.accentOnCard}
            sinPorcentaje
          />
        </Box>
        {d.freeShipping && (
          <Typography
            component="p"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13, fontWeight: 600 }}
          >
            <LocalShippingOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            Envío gratis
          </Typography>
        )}
        <AccionProducto producto={producto} />
      </Box>
    </Box>
  );
}
