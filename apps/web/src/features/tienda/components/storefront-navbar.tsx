import { Box, Typography } from '@mui/material';
import { imagenResponsiva } from '@feria/contracts';
import type { StorefrontPalette } from '../storefront-style';

interface Props {
  nombre: string;
  logo: string | null;
  secciones: readonly { id: string; titulo: string }[];
  palette: StorefrontPalette;
}

/** The shop's own bar in colorNavbar / colorTextoNavbar (docs/producto/entidades.md), with links to its sections. */
export function StorefrontNavbar({ nombre, logo, secciones, palette }: Props) {
  const ring = { outline: `3px solid ${palette.navText}`, outlineOffset: '2px' };
  return (
    <Box
      data-testid="tienda-navbar"
      style={{ backgroundColor: palette.navBg, color: palette.navText }}
      sx={{ borderBottom: '1px solid rgba(0,0,0,0.08)' }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          {logo && (
            <Box
              component="img"
              src={logo}
              srcSet={imagenResponsiva(logo)?.srcSet}
              sizes="36px"
              width={36}
              height={36}
              alt=""
              sx={{ width: 36, height: 36, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
            />
          )}
          <Typography
            component="p"
            sx={{ fontFamily: palette.nameFont, fontWeight: 700, fontSize: 18, overflowWrap: 'anywhere' }}
          >
            {nombre}
          </Typography>
        </Box>
        {secciones.length > 1 && (
          <Box component="nav" aria-label="Secciones de la tienda">
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}
            >
              {secciones.map((s) => (
                <li key={s.id}>
                  <Box
                    component="a"
                    href={`#${s.id}`}
                    sx={{
                      color: 'inherit',
                      fontSize: 14,
                      fontWeight: 500,
                      display: 'inline-block',
                      py: 0.75,
                      textUnderlineOffset: 3,
                      '&:focus-visible': ring,
                    }}
                  >
                    {s.titulo}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
