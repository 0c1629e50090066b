import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useComprador } from '../api/comprador';
import { formatLugar } from '../../../lib/format';

const ATAJOS: { to: string; title: string; text: string; Icon: SvgIconComponent }[] = [
  {
    to: '/search',
    title: 'Explorar productos',
    text: 'Todo lo que venden los emprendimientos de Feria.',
    Icon: SearchIcon,
  },
  {
    to: '/dashboard-comprador/consultar-emprendimientos',
    title: 'Consultar emprendimientos',
    text: 'Conocé las tiendas y lo que hacen.',
    Icon: StorefrontOutlinedIcon,
  },
  {
    to: '/dashboard-comprador/mis-pedidos',
    title: 'Mis pedidos',
    text: 'Seguí tus compras.',
    Icon: ReceiptLongOutlinedIcon,
  },
];

/**
 * dashboard-comprador index (docs/producto/rutas.md#tabla-de-rutas "index (shows search)"): greeting, search, shortcuts, shipping
 * address. `children` (the route's recommended products and last visited shops) go below the search.
 */
export function CompradorInicio({
  userId,
  firstName,
  children,
}: {
  userId: string | undefined;
  firstName?: string | undefined;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const perfil = useComprador(userId);
  const nombre = firstName || perfil.data?.nombre;

  const search = (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    if (!text) return; // docs/producto/validacion.md: empty search does nothing
    navigate(`/search?q=${encodeURIComponent(text)}`);
  };

  const d = perfil.data?.direccion;
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {nombre ? `¡Hola, ${nombre}!` : '¡Hola!'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Todo lo que hacen los emprendimientos de Feria, en un solo lugar.
        </Typography>
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, maxWidth: 720 }}
      >
        <TextField
          label="Buscá productos"
          placeholder="¿Qué estás buscando hoy?"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          fullWidth
          type="search"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          Buscar
        </Button>
      </Box>
      {children}
      <Box component="nav" aria-label="Atajos">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {ATAJOS.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                  <CardContent>
                    <Icon aria-hidden sx={{ color: 'primary.main', mb: 1 }} />
                    <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {text}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
      {d && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="envio-titulo"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, maxWidth: 720 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <LocalShippingOutlinedIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography id="envio-titulo" variant="h2" sx={{ fontSize: '1.1rem' }}>
                Tus compras llegan a
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {d.calle} {d.numero}
                {d.pisoDepto ? `, ${d.pisoDepto}` : ''} — {formatLugar(d.ciudad, d.provincia)} ({d.codigoPostal})
              </Typography>
              <Button component={RouterLink} to="/dashboard-comprador/mi-perfil" size="small" sx={{ mt: 1, ml: -1 }}>
                Cambiar dirección
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
