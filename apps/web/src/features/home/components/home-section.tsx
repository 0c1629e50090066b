import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface HomeSectionProps {
  /** Anchor id (docs/producto/rutas.md#barra-publica: productos, emprendimientos, categorias, estadisticas). */
  id: string;
  title: string;
  subtitle?: string;
  /** e.g. a 'Ver todos' link beside the heading. */
  action?: ReactNode;
  children: ReactNode;
}

/** A home section reachable by anchor; the scroll margin keeps its heading clear of the sticky top bar. */
export function HomeSection({ id, title, subtitle, action, children }: HomeSectionProps) {
  const titleId = `${id}-titulo`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={{ scrollMarginTop: { xs: 128, md: 88 }, py: { xs: 3, md: 5 } }}
    >
      {/* The action wraps below the heading when both do not fit (a phone): the heading keeps at least 12rem instead of one word per line. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          mb: { xs: 2, md: 3 },
        }}
      >
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Box>
      {children}
    </Box>
  );
}
