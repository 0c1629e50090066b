import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { StorefrontPalette } from '../storefront-style';

/**
 * docs/producto/entidades.md distribucionCatalogos 'carrusel': a horizontal scroll-snap row. Touch users swipe,
 * keyboard users tab through the cards (the row scrolls to the focused one) or use the buttons.
 */
export function ProductCarousel({
  label,
  title,
  palette,
  children,
}: {
  label: string;
  title: ReactNode;
  palette: StorefrontPalette;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, [update, children]);

  const scroll = (dir: -1 | 1) => {
    const el = ref.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy?.({ left: dir * Math.max(el.clientWidth * 0.85, 160), behavior: reduce ? 'auto' : 'smooth' });
  };

  const button = {
    bgcolor: palette.cardBg,
    color: palette.cardText,
    border: `1px solid ${palette.cardText}`,
    '&:hover': { bgcolor: palette.cardBg, opacity: 0.9 },
    '&.Mui-disabled': { bgcolor: palette.cardBg, color: palette.cardText, opacity: 0.4 },
    '&:focus-visible': { outline: `3px solid ${palette.focusOnPage}`, outlineOffset: '2px' },
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        {title}
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <IconButton
            aria-label="Anterior"
            size="small"
            onClick={() => scroll(-1)}
            disabled={edges.atStart}
            sx={button}
          >
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <IconButton aria-label="Siguiente" size="small" onClick={() => scroll(1)} disabled={edges.atEnd} sx={button}>
            <ChevronRightIcon aria-hidden />
          </IconButton>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={ref}
        aria-label={label}
        data-layout="carrusel"
        onScroll={update}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1.5,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '72%', sm: '42%', md: '30%', lg: '23%' },
          gap: 2,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: '4px',
          px: '4px',
          pt: '4px',
          WebkitOverflowScrolling: 'touch',
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
