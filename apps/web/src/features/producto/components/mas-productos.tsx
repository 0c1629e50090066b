import { Box, Link, Skeleton, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router';
import { deriveProductoDetalle } from '@feria/contracts';
import type { Producto } from '@feria/contracts';
import { ErrorState } from '../../../components/ui/page-states';
import { useProductosEmprendimiento } from '../api/producto';
import { Price } from '../../../components/ui/price';
import { ImagenSegura } from '../../../components/ui/imagen-segura';

const MAX = 4;

function MiniCard({ p }: { p: Producto }) {
  const d = deriveProductoDetalle(p, []);
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover': { boxShadow: 3 },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          aspectRatio: '1 / 1',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
        }}
      >
        <ImagenSegura
          src={p.rutaImagen}
          respaldo={<ImageOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Typography
          component="h3"
          sx={{
            fontSize: 15,
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <Link
            component={RouterLink}
            to={`/productos/${p.id}`}
            color="inherit"
            underline="none"
            sx={{ outline: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {p.nombre}
          </Link>
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <Price precio={d.price} {...(d.hasDiscount ? { precioOriginal: d.originalPrice, porcentaje: d.discountPercentage } : {})} />
        </Box>
      </Box>
    </Box>
  );
}

/** 'Más productos de {tienda}': a few other public products of the same shop (spec §7.8 misProductos). */
export function MasProductos({
  idEmprendimiento,
  nombreEmprendimiento,
  excluirId,
}: {
  idEmprendimiento: string;
  nombreEmprendimiento: string;
  excluirId: string;
}) {
  const q = useProductosEmprendimiento(idEmprendimiento);
  const otros = (q.data ?? []).filter((p) => p.id !== excluirId && p.habilitado && !p.eliminado).slice(0, MAX);
  if (q.isSuccess && otros.length === 0) return null;
  const grid = {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  };
  return (
    <Box component="section" aria-labelledby="mas-productos-titulo" sx={{ mt: 6 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id="mas-productos-titulo" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Más productos de {nombreEmprendimiento}
        </Typography>
        <Link component={RouterLink} to={`/tienda/${idEmprendimiento}`} sx={{ fontWeight: 600, color: 'text.primary' }}>
          Ver la tienda
        </Link>
      </Box>
      {q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <Box sx={grid} role="status" aria-label="Cargando más productos">
          {Array.from({ length: MAX }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={grid}>
          {otros.map((p) => (
            <li key={p.id}>
              <MiniCard p={p} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
