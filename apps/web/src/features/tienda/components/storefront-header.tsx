import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { visuallyHidden as srOnly } from '../../../components/ui/visually-hidden';
import type { StorefrontPalette } from '../storefront-style';
import type { StorefrontEmprendimiento } from './storefront';
import { imagenResponsiva, TAMANOS_IMAGEN, textoMediosDePago, textoTiempoRespuesta } from '@feria/contracts';
import { formatLugar, sinCortarUnidades } from '../../../lib/format';
import { ImagenSegura } from '../../../components/ui/imagen-segura';
import { CalificacionResumen } from '../../../components/ui/calificacion';

interface Props {
  emprendimiento: StorefrontEmprendimiento;
  nombre: string;
  banner: string | null;
  logo: string | null;
  palette: StorefrontPalette;
  /** Where the rating leads (the shop's reviews page); without it (editor preview) no rating is shown. */
  resenasHref?: string | undefined;
}

/** Banner (or an accent gradient), logo, the shop name in its font/size/colour and the shop info. */
export function StorefrontHeader({ emprendimiento: e, nombre, banner, logo, palette, resenasHref }: Props) {
  const [bannerFailed, setBannerFailed] = useState<string | null>(null);
  const showBanner = banner && bannerFailed !== banner;
  const ubicacion = formatLugar(e.direccion.ciudad, e.provincia.nombre);
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    px: 1.25,
    py: 0.5,
    borderRadius: 999,
    fontSize: 14,
    bgcolor: palette.cardBg,
    color: palette.cardText,
  };
  return (
    <Box component="header">
      <Box
        data-testid="tienda-banner"
        style={showBanner ? undefined : { backgroundImage: palette.bannerFallback }}
        sx={{ height: { xs: 120, sm: 200, md: 260 }, position: 'relative', overflow: 'hidden' }}
      >
        {showBanner && (
          <Box
            component="img"
            src={banner}
            // The shop page's largest paint (docs/arquitectura.md#rendimiento): fetched first, the server preloads the same srcset.
            srcSet={imagenResponsiva(banner, 1600)?.srcSet}
            sizes={TAMANOS_IMAGEN.banner}
            loading="eager"
            fetchPriority="high"
            alt=""
            onError={() => setBannerFailed(banner)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            width: { xs: 80, sm: 104 },
            height: { xs: 80, sm: 104 },
            mt: { xs: '-40px', sm: '-52px' },
            position: 'relative',
            borderRadius: '50%',
            overflow: 'hidden',
            border: `4px solid ${palette.cardBg}`,
            bgcolor: palette.accent,
            color: palette.onAccent,
            display: 'grid',
            placeItems: 'center',
            boxShadow: '0 2px 8px rgba(0,0,0,0.18)',
          }}
        >
          <ImagenSegura
            src={logo}
            srcSet={imagenResponsiva(logo)?.srcSet}
            sizes="104px"
            width={104}
            height={104}
            alt={`Logo de ${nombre}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            respaldo={
              <Box
                component="span"
                aria-hidden
                sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 700, fontFamily: palette.nameFont }}
              >
                {nombre.trim().charAt(0).toUpperCase()}
              </Box>
            }
          />
        </Box>
        <Typography
          component="h1"
          data-testid="tienda-nombre"
          style={{ fontFamily: palette.nameFont, fontSize: palette.nameSize, color: palette.nameColor }}
          sx={{ fontWeight: 700, lineHeight: 1.15, mt: 1.5, overflowWrap: 'anywhere' }}
        >
          {nombre}
        </Typography>
        <Box
          component="ul"
          aria-label="Datos de la tienda"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {e.estado === 'Activo' && (
            <Box component="li" sx={chip}>
              <VerifiedIcon sx={{ fontSize: 18, color: palette.accentOnCard }} aria-hidden />
              Verificado
            </Box>
          )}
          {resenasHref && (
            <Box component="li" sx={chip}>
              {/* Real rating from verified purchases, or 'Sin reseñas todavía' (decision 038). */}
              {/* The name starts with what is seen (WCAG 2.5.3 label in name); the hint is for screen readers. */}
              <Link component={RouterLink} to={resenasHref} color="inherit" underline="hover">
                <CalificacionResumen
                  calificacion={e.calificacion ?? null}
                  numResenas={e.numReseñas ?? 0}
                  size="medium"
                  color={palette.cardText}
                />
                <Box component="span" sx={srOnly}>
                  {' '}
                  Ver reseñas
                </Box>
              </Link>
            </Box>
          )}
          {/* docs/producto/preguntas.md#tiempo-de-respuesta: only once the shop has answered enough questions. */}
          {typeof e.respondeEnMinutos === 'number' && (
            <Box component="li" sx={chip} data-testid="tienda-responde-en">
              <QuestionAnswerOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
              {textoTiempoRespuesta(e.respondeEnMinutos)}
            </Box>
          )}
          {e.rubro.nombre && (
            <Box component="li" sx={chip}>
              <StorefrontOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
              <span>
                <Box component="span" sx={srOnly}>
                  Rubro:{' '}
                </Box>
                {e.rubro.nombre}
              </span>
            </Box>
          )}
          {ubicacion && (
            <Box component="li" sx={chip}>
              <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
              <span>
                <Box component="span" sx={srOnly}>
                  Ubicación:{' '}
                </Box>
                {ubicacion}
              </span>
            </Box>
          )}
        </Box>
        {/* docs/producto/pagos.md#medios-de-pago: said before the buyer reaches checkout. */}
        {e.mediosDePago && (
          <Typography
            data-testid="medios-de-pago"
            sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.75, color: palette.pageText, fontSize: 15 }}
          >
            <PaymentsOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
            {textoMediosDePago(e.mediosDePago)}
          </Typography>
        )}
        {e.descripcion && (
          <Typography sx={{ mt: 2, maxWidth: 760, color: palette.pageText, whiteSpace: 'pre-line' }}>
            {sinCortarUnidades(e.descripcion)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
