import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';

/**
 * A page's filters as an aside: a heading beside the results from md up; below md a
 * 'Filtros (n)' button that opens and closes the panel (aria-expanded, aria-controls). On a phone
 * the filters are not rendered until first opened (a page painted for a phone carries no hidden
 * form to parse and hydrate); once shown they stay mounted, closed by CSS, so nothing typed is lost.
 */
export function PanelFiltros({ activos, children }: { activos: number; children: ReactNode }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const anchoMd = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [yaAbierto, setYaAbierto] = useState(false);
  return (
    <Box component="aside" aria-label="Filtros">
      <Button
        variant="outlined"
        onClick={() => {
          setOpen((o) => !o);
          setYaAbierto(true);
        }}
        aria-expanded={open}
        aria-controls={panelId}
        startIcon={<TuneOutlinedIcon aria-hidden />}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: open ? 2 : 0 }}
      >
        Filtros{activos > 0 ? ` (${activos})` : ''}
      </Button>
      <Typography variant="h6" component="h2" sx={{ display: { xs: 'none', md: 'block' }, mb: 2 }}>
        Filtros
      </Typography>
      <Box id={panelId} sx={{ display: { xs: open ? 'block' : 'none', md: 'block' } }}>
        {(yaAbierto || anchoMd) && children}
      </Box>
    </Box>
  );
}
