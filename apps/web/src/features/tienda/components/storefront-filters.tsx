import { useId } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { FiltroTienda, FiltrosActivos } from '@feria/contracts';
import type { StorefrontPalette } from '../storefront-style';

interface Props {
  filtros: readonly FiltroTienda[];
  activos: FiltrosActivos;
  onToggle: (clave: string, valor: string) => void;
  onClear: () => void;
  palette: StorefrontPalette;
}

/** docs/producto/entidades.md filtros / docs/producto/validacion.md: attribute filters as toggle chips (aria-pressed), accent when chosen. */
export function StorefrontFilters({ filtros, activos, onToggle, onClear, palette }: Props) {
  const uid = useId();
  const hayActivos = Object.keys(activos).length > 0;
  const focus = {
    '&.Mui-focusVisible, &:focus-visible': { outline: `3px solid ${palette.focusOnCard}`, outlineOffset: '2px' },
  };
  return (
    <Box
      component="section"
      aria-labelledby={`${uid}-titulo`}
      sx={{ bgcolor: palette.cardBg, color: palette.cardText, borderRadius: 2, p: { xs: 2, sm: 2.5 }, mb: 4 }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <Typography id={`${uid}-titulo`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Filtros
        </Typography>
        <ButtonBase
          onClick={onClear}
          disabled={!hayActivos}
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            fontWeight: 600,
            fontSize: 14,
            color: 'inherit',
            textDecoration: 'underline',
            '&.Mui-disabled': { opacity: 0.55, textDecoration: 'none' },
            ...focus,
          }}
        >
          Limpiar filtros
        </ButtonBase>
      </Box>
      {filtros.map((f, i) => {
        const labelId = `${uid}-filtro-${i}`;
        const elegidos = activos[f.clave] ?? [];
        return (
          <Box key={f.clave} role="group" aria-labelledby={labelId} sx={{ mt: 1.5 }}>
            <Typography id={labelId} component="h3" sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>
              Filtrar por {f.clave}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {f.valores.map((v) => {
                const on = elegidos.includes(v);
                return (
                  <ButtonBase
                    key={v}
                    aria-pressed={on}
                    onClick={() => onToggle(f.clave, v)}
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                      minHeight: 36,
                      px: 1.5,
                      borderRadius: 999,
                      fontSize: 14,
                      fontWeight: on ? 700 : 500,
                      border: `1px solid ${on ? palette.accent : palette.cardText}`,
                      bgcolor: on ? palette.accent : 'transparent',
                      color: on ? palette.onAccent : palette.cardText,
                      ...focus,
                    }}
                  >
                    {on && <CheckIcon sx={{ fontSize: 16 }} aria-hidden />}
                    {v}
                  </ButtonBase>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
