import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

/**
 * Home hero (docs/producto/rutas.md#barra-publica): text only over a CSS gradient so it paints at once (LCP); the data
 * sections load below it. White text stays ≥ 4.5:1 over every stop of the green-to-amber gradient.
 */
export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-titulo"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 2, md: 4 },
        color: '#FFFFFF',
        px: { xs: 2.5, sm: 5, md: 8 },
        py: { xs: 4, sm: 6, md: 9 },
        background:
          'radial-gradient(circle at 85% 15%, rgba(245, 158, 11, 0.45), transparent 45%), linear-gradient(130deg, #14532D 0%, #166534 45%, #15803D 70%, #92400E 100%)',
      }}
    >
      <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 720, position: 'relative' }}>
        <Typography
          variant="overline"
          sx={{ fontWeight: 700, letterSpacing: '0.12em', color: '#FDE68A', lineHeight: 1.5 }}
        >
          Hecho en Argentina
        </Typography>
        <Typography
          id="hero-titulo"
          variant="h1"
          sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem', md: '3.25rem' }, lineHeight: 1.1 }}
        >
          Lo mejor de los emprendimientos argentinos, en un solo lugar
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, color: 'rgba(255, 255, 255, 0.92)', maxWidth: 600 }}>
          Descubrí productos únicos hechos por emprendedores de todo el país y comprales directo a quienes los crean.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          <Button
            component={RouterLink}
            to="/search"
            size="large"
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
            sx={{ bgcolor: '#FFFFFF', color: '#14532D', '&:hover': { bgcolor: '#F0FDF4' } }}
          >
            Explorar productos
          </Button>
          <Button
            component={RouterLink}
            to="/infoEmprendedores"
            size="large"
            variant="contained"
            color="secondary"
            startIcon={<StorefrontOutlinedIcon aria-hidden />}
            sx={{ color: '#1F2937' }}
          >
            ¡Emprendé con nosotros!
          </Button>
        </Stack>
      </Stack>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -60, md: -20 },
          bottom: { xs: -80, md: -60 },
          width: { xs: 220, md: 340 },
          height: { xs: 220, md: 340 },
          borderRadius: '50%',
          border: '40px solid rgba(255, 255, 255, 0.06)',
        }}
      />
    </Box>
  );
}
