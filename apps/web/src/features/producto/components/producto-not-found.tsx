import { Box, Button, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { MENSAJES } from '@feria/contracts';

/** Unknown or malformed product id (the API answers 404 or 400): a friendly page with ways out. */
export function ProductoNotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: { xs: 6, sm: 10 }, px: 2, textAlign: 'center' }}>
      <Box sx={{ color: 'text.secondary' }}>
        <SearchOffIcon sx={{ fontSize: 64 }} aria-hidden />
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {MENSAJES.productoNoEncontrado}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        Puede que el producto ya no esté disponible o que el enlace sea incorrecto.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
        <Button component={RouterLink} to="/" variant="contained" disableElevation>
          Volver al inicio
        </Button>
        <Button component={RouterLink} to="/search" variant="outlined">
          Buscar productos
        </Button>
      </Stack>
    </Stack>
  );
}
