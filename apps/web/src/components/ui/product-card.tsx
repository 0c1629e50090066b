import type { ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { hasFreeShipping, type Producto } from '@feria/contracts';
import { derivePrecio, Price } from './price';
import { AccionProducto } from './accion-producto';
import { ImagenSegura } from './imagen-segura';
import { visuallyHidden as srOnly } from './visually-hidden';

/** Intrinsic size of card images: the real box is 1:1 and fluid; this only reserves space (no layout shift). */
const IMG_SIZE = 400;

const stretchedLink = {
  // One link per card (the name); its ::after covers the whole card so all of it is clickable.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '&:focus-visible': { outline: 'none' },
} as const;

export const cardFocusRing = {
  position: 'relative',
  height: '100%',
  transition: 'box-shadow 0.2s, border-color 0.2s',
  '&:hover': { boxShadow: 4, borderColor: 'primary.light' },
  '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
} as const;

export function ProductImage({ src, nombre }: { src: string | null; nombre: string }) {
  return (
    <ImagenSegura
      src={src}
      respaldo={<ImagePlaceholder nombre={nombre} />}
      alt=""
      loading="lazy"
      decoding="async"
      width={IMG_SIZE}
      height={IMG_SIZE}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/** Neat placeholder with the initial when a product has no image (spec §7.4). */
function ImagePlaceholder({ nombre }: { nombre: string }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        background: `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})`,
        color: 'text.secondary',
        fontFamily: theme.typography.h1.fontFamily,
        fontSize: 'clamp(2rem, 8vw, 3.5rem)',
        fontWeight: 700,
      })}
    >
      {nombre.trim().charAt(0).toUpperCase() || '?'}
    </Box>
  );
}

export interface ProductCardProps {
  producto: Producto;
  /** Heading level of the name; h3 under a section's h2. */
  headingComponent?: ElementType;
  /** 'por {tienda}' under the name; off where the section already names the shop ('Más productos de …'). */
  mostrarTienda?: boolean;
}

/** The marketplace product card (search, home, 'Más productos'); the shop page dresses the same data in the shop's colours. */
export function ProductCard({ producto, headingComponent = 'h3', mostrarTienda = true }: ProductCardProps) {
  const precio = derivePrecio(producto);
  const sinStock = producto.stock <= 0;
  return (
    <Card component="article" sx={{ ...cardFocusRing, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ProductImage src={producto.rutaImagen} nombre={producto.nombre} />
        {sinStock && (
          <Chip
            label="Sin stock"
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'rgba(17, 24, 39, 0.85)', color: '#FFFFFF', fontWeight: 600 }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: { xs: 1.25, sm: 1.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography
          component={headingComponent}
          sx={{
            fontSize: { xs: '0.9375rem', sm: '1rem' },
            fontWeight: 600,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            minHeight: '2.6em', // two lines, so prices line up across a row
          }}
        >
          <Link component={RouterLink} to={`/productos/${producto.id}`} color="inherit" underline="hover" sx={stretchedLink}>
            {producto.nombre}
          </Link>
        </Typography>
        {mostrarTienda && (
          <Typography variant="body2" color="text.secondary" noWrap>
            por {producto.nombreEmprendimiento}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <Price {...precio} />
        </Box>
        {hasFreeShipping(precio.precio) && <FreeShippingChip />}
        <AccionProducto producto={producto} />
      </CardContent>
    </Card>
  );
}

/** spec §9: free shipping from a final price of 90000. Green text tuned per mode for AA contrast. */
export function FreeShippingChip() {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LocalShippingOutlinedIcon aria-hidden />}
      label="Envío gratis"
      sx={[
        { alignSelf: 'flex-start', fontWeight: 600, color: '#15803D', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } },
        (theme) => theme.applyStyles('dark', { color: '#4ADE80' }),
      ]}
    />
  );
}

export function ProductCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Stack spacing={0.75} sx={{ p: 1.5 }}>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
      </Stack>
    </Card>
  );
}

/** 2 columns at 360 px, 3–4 on tablets, 5 on desktop. */
const productColumns = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(5, minmax(0, 1fr))',
} as const;
const gridSx = { display: 'grid', gridTemplateColumns: productColumns, gap: { xs: 1.5, sm: 2 }, listStyle: 'none', m: 0, p: 0 } as const;

export function ProductGrid({ productos, headingComponent }: { productos: readonly Producto[]; headingComponent?: ElementType }) {
  return (
    <Box component="ul" sx={gridSx}>
      {productos.map((p) => (
        <li key={p.id}>
          <ProductCard producto={p} headingComponent={headingComponent} />
        </li>
      ))}
    </Box>
  );
}

export function ProductGridSkeleton({ count = 10, label = 'Cargando productos...' }: { count?: number; label?: string }) {
  return (
    <Box role="status">
      <Box component="span" sx={srOnly}>
        {label}
      </Box>
      <Box sx={gridSx}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </Box>
    </Box>
  );
}
