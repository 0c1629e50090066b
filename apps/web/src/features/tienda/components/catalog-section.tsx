import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Apariencia } from '@feria/contracts';
import type { StorefrontSection } from '../storefront-sections';
import type { StorefrontPalette } from '../storefront-style';
import { ProductCarousel } from './product-carousel';
import { itemDeTarjetaSx, ProductCard, type ColoresTarjeta } from '../../../components/ui/product-card';

interface Props {
  section: StorefrontSection;
  layout: Apariencia['distribucionCatalogos'];
  palette: StorefrontPalette;
  /** Right side of the title row in grid layout (e.g. the product count). */
  aside?: ReactNode;
  /** Shown instead of the list when the section has no products. */
  empty?: ReactNode;
}

/** A titled block of products, as a responsive grid or a carousel (docs/producto/entidades.md distribucionCatalogos). */
export function CatalogSection({ section, layout, palette, aside, empty }: Props) {
  const titleId = `${section.id}-titulo`;
  const colores: ColoresTarjeta = {
    fondo: palette.cardBg,
    texto: palette.cardText,
    precio: palette.accentOnCard,
    acento: palette.accent,
    sobreAcento: palette.onAccent,
    foco: palette.focusOnPage,
  };
  const items = section.productos.map((p) => (
    <Box component="li" key={p.id} sx={{ ...itemDeTarjetaSx, minWidth: 0 }}>
      <ProductCard producto={p} colores={colores} />
    </Box>
  ));
  const title = (
    <Typography
      id={titleId}
      component="h2"
      variant="h5"
      sx={{ fontWeight: 700, color: palette.pageText, overflowWrap: 'anywhere' }}
    >
      {section.titulo}
    </Typography>
  );
  const carrusel = layout === 'carrusel' && section.productos.length > 0;
  return (
    <Box component="section" id={section.id} aria-labelledby={titleId} sx={{ scrollMarginTop: 16, mb: 5 }}>
      {!carrusel && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1.5,
          }}
        >
          {title}
          {aside}
        </Box>
      )}
      {section.productos.length === 0 ? (
        empty
      ) : carrusel ? (
        <ProductCarousel label={`Productos de ${section.titulo}`} title={title} palette={palette}>
          {items}
        </ProductCarousel>
      ) : (
        <Box
          component="ul"
          data-layout="grid"
          aria-label={`Productos de ${section.titulo}`}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
            '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
          }}
        >
          {items}
        </Box>
      )}
    </Box>
  );
}
