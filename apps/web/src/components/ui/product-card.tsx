import { createContext, useContext, type ElementType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { hasFreeShipping, imagenResponsiva, rutaProducto, TAMANOS_IMAGEN, type Producto } from '@feria/contracts';
import { derivePrecio, formatPercent, Price } from './price';
import { AccionProducto } from './accion-producto';
import { ImagenSegura } from './imagen-segura';
import { visuallyHidden as srOnly } from './visually-hidden';
import { CalificacionResumen, vendidosTexto } from './calificacion';

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

/**
 * A card's image: the 320 px or 800 px file by the card's width (`srcset`, the media pipeline's two
 * sizes), lazy below the fold; `prioridad` for the first row, which is the page's largest paint
 * (docs/arquitectura.md#rendimiento: eager, fetched first).
 */
export function ProductImage({
  src,
  nombre,
  colores,
  prioridad = false,
}: {
  src: string | null;
  nombre: string;
  colores?: ColoresTarjeta | undefined;
  prioridad?: boolean;
}) {
  const img = imagenResponsiva(src);
  return (
    <ImagenSegura
      src={img?.src}
      srcSet={img?.srcSet}
      sizes={img?.srcSet ? TAMANOS_IMAGEN.tarjeta : undefined}
      respaldo={<ImagePlaceholder nombre={nombre} colores={colores} />}
      alt=""
      loading={prioridad ? 'eager' : 'lazy'}
      fetchPriority={prioridad ? 'high' : undefined}
      decoding="async"
      width={IMG_SIZE}
      height={IMG_SIZE}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/** Neat placeholder with the initial when a product has no image (docs/producto/api.md#productos). */
function ImagePlaceholder({ nombre, colores }: { nombre: string; colores?: ColoresTarjeta | undefined }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        background: `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})`,
        color: colores?.texto ?? 'text.secondary',
        opacity: colores ? 0.6 : 1,
        fontFamily: theme.typography.h1.fontFamily,
        fontSize: 'clamp(2rem, 8vw, 3.5rem)',
        fontWeight: 700,
      })}
    >
      {nombre.trim().charAt(0).toUpperCase() || '?'}
    </Box>
  );
}

/**
 * A shop's own colours for the card on its storefront (docs/producto/entidades.md appearance: tarjetas, textoCard,
 * acento), already made readable (features/tienda/storefront-style.ts).
 */
export interface ColoresTarjeta {
  fondo: string;
  texto: string;
  /** Prices on the card background. */
  precio: string;
  /** Fill of the '% OFF' badge on the image, and the text on it. */
  acento: string;
  sobreAcento: string;
  /** Focus ring, seen against the page around the card. */
  foco: string;
}

export interface ProductCardProps {
  producto: Producto;
  /** The shop's colours on its storefront; the '% OFF' then sits on the image in its accent. */
  colores?: ColoresTarjeta | undefined;
  /** Heading level of the name; h3 under a section's h2. */
  headingComponent?: ElementType;
  /** 'por {tienda}' under the name; off where the section already names the shop ('Más productos de …'). */
  mostrarTienda?: boolean;
  /** The first row of a page's cards: its image loads at once (the largest paint), not lazily. */
  prioridad?: boolean;
}

/**
 * The card's heart (features/favoritos): the app layout provides it, the card only leaves its place
 * over the image's corner, above the full-card link. Without a provider, no heart.
 */
const MarcaFavoritoContext = createContext<((producto: Producto) => ReactNode) | null>(null);
export const MarcaFavoritoProvider = MarcaFavoritoContext.Provider;

function MarcaFavorito({ producto }: { producto: Producto }) {
  const render = useContext(MarcaFavoritoContext);
  if (!render) return null;
  return <Box sx={{ position: 'absolute', right: 8, bottom: 8, zIndex: 2 }}>{render(producto)}</Box>;
}

/** The one product card: search, home, 'Más productos' and, in the shop's colours, the storefront. */
export function ProductCard({
  producto,
  colores,
  headingComponent = 'h3',
  mostrarTienda = true,
  prioridad = false,
}: ProductCardProps) {
  // docs/producto/variantes.md#precio-desde: variants at different prices show the lowest, as 'Desde'.
  const desde = producto.precioDesde ?? null;
  const precio = derivePrecio(desde === null ? producto : { ...producto, precio: desde });
  const sinStock = producto.stock <= 0;
  return (
    <Card
      component="article"
      sx={[{ ...cardFocusRing, display: 'flex', flexDirection: 'column' }, colores ? enColores(colores) : {}]}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          overflow: 'hidden',
          bgcolor: colores ? 'transparent' : 'action.hover',
        }}
      >
        <ProductImage src={producto.rutaImagen} nombre={producto.nombre} colores={colores} prioridad={prioridad} />
        {colores && precio.porcentaje !== undefined && (
          <BadgeDescuento porcentaje={precio.porcentaje} colores={colores} />
        )}
        <MarcaFavorito producto={producto} />
        {sinStock && (
          <Chip
            label="Sin stock"
            size="small"
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'rgba(17, 24, 39, 0.85)',
              color: '#FFFFFF',
              fontWeight: 600,
            }}
          />
        )}
      </Box>
      <CardContent
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          p: { xs: 1.25, sm: 1.5 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
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
          <Link component={RouterLink} to={rutaProducto(producto)} color="inherit" underline="hover" sx={stretchedLink}>
            {producto.nombre}
          </Link>
        </Typography>
        {mostrarTienda && !colores && (
          <Typography variant="body2" color="text.secondary" noWrap>
            por {producto.nombreEmprendimiento}
          </Typography>
        )}
        {/* Rating and units sold in a fixed two-line block: cards in a row keep their height, even at 360 px (decision 038). */}
        <Box sx={{ minHeight: '2.5rem', minWidth: 0, fontSize: '0.8125rem', lineHeight: 1.5 }}>
          <CalificacionResumen
            calificacion={producto.calificacion}
            numResenas={producto.numReseñas}
            color={colores?.texto}
          />
          {producto.vendidos > 0 && (
            <Typography
              component="span"
              sx={{
                display: 'block',
                fontSize: 'inherit',
                lineHeight: 'inherit',
                color: colores?.texto ?? 'text.secondary',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {vendidosTexto(producto.vendidos)}
            </Typography>
          )}
        </Box>
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          {desde !== null && (
            <Typography variant="caption" sx={{ display: 'block', color: colores?.texto ?? 'text.secondary' }}>
              Desde
            </Typography>
          )}
          <Price {...precio} {...(colores ? { color: colores.precio, sinPorcentaje: true } : {})} />
        </Box>
        {hasFreeShipping(precio.precio, producto.envioGratisDesde) && <FreeShippingChip color={colores?.texto} />}
        <AccionProducto producto={producto} />
      </CardContent>
    </Card>
  );
}

/** The card on a storefront: the shop's background, text and focus ring, a shadow instead of the border. */
function enColores(c: ColoresTarjeta) {
  return {
    bgcolor: c.fondo,
    color: c.texto,
    border: 'none',
    boxShadow: '0 1px 3px rgba(0,0,0,0.12)',
    '&:hover': { boxShadow: '0 6px 18px rgba(0,0,0,0.18)' },
    '&:has(a:focus-visible)': { outline: `3px solid ${c.foco}`, outlineOffset: 2 },
  } as const;
}

/** '{n}% OFF' with a flame on the storefront card's image, in the shop's accent (docs/producto/carrito.md#linea-del-carrito). */
function BadgeDescuento({ porcentaje, colores }: { porcentaje: number; colores: ColoresTarjeta }) {
  return (
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
        bgcolor: colores.acento,
        color: colores.sobreAcento,
      }}
    >
      <LocalFireDepartmentIcon sx={{ fontSize: 16 }} aria-hidden />
      {formatPercent(porcentaje)}% OFF
    </Box>
  );
}

/**
 * docs/producto/precios.md: free shipping from a final price of 90000. Green text tuned per mode for AA contrast;
 * on a storefront card, the shop's readable card text.
 */
export function FreeShippingChip({ color }: { color?: string | undefined }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LocalShippingOutlinedIcon aria-hidden />}
      label="Envío gratis"
      sx={[
        {
          alignSelf: 'flex-start',
          fontWeight: 600,
          color: color ?? '#15803D',
          borderColor: 'currentColor',
          '& .MuiChip-icon': { color: 'inherit' },
        },
        (theme) => (color ? {} : theme.applyStyles('dark', { color: '#4ADE80' })),
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

/** Cards of a grid whose images load first: the first row on a phone (2) — more would compete with it. */
export const TARJETAS_PRIORITARIAS = 2;

/** 2 columns at 360 px, 3–4 on tablets, 5 on desktop. */
const productColumns = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(5, minmax(0, 1fr))',
} as const;
const gridSx = {
  display: 'grid',
  gridTemplateColumns: productColumns,
  gap: { xs: 1.5, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/**
 * Performance (docs/arquitectura.md#rendimiento): a card out of sight is not styled, laid out or painted until it nears the screen (a
 * phone shows 4 of a page's 24), so the first paint and the app's start do a sixth of the work. Its
 * place is held at about a card's height (remembered once drawn); the browser draws it before it
 * scrolls into view, so nothing moves where the visitor looks. Find in page and screen readers
 * still reach it.
 */
export const itemDeTarjetaSx = { contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' } as const;

/** `prioritarias`: how many first cards load their image at once (the page's first row, docs/arquitectura.md#rendimiento). */
export function ProductGrid({
  productos,
  headingComponent,
  prioritarias = 0,
}: {
  productos: readonly Producto[];
  headingComponent?: ElementType;
  prioritarias?: number;
}) {
  return (
    <Box component="ul" sx={gridSx}>
      {productos.map((p, i) => (
        <Box component="li" key={p.id} sx={itemDeTarjetaSx}>
          <ProductCard producto={p} headingComponent={headingComponent} prioridad={i < prioritarias} />
        </Box>
      ))}
    </Box>
  );
}

export function ProductGridSkeleton({
  count = 10,
  label = 'Cargando productos...',
}: {
  count?: number;
  label?: string;
}) {
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
