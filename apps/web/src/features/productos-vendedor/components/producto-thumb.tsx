import { Box } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { ProductoVendedor } from '@feria/contracts';
import { ImagenSegura } from '../../../components/ui/imagen-segura';

/** The principal image (docs/producto/api.md#productos: principal, else the first) or a neat placeholder; decorative next to the name. */
export function ProductoThumb({ producto, size = 56 }: { producto: ProductoVendedor; size?: number }) {
  const src =
    producto.rutaImagen ?? producto.imagenes.find((i) => i.principal)?.url ?? producto.imagenes[0]?.url ?? null;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <ImagenSegura
        src={src}
        respaldo={<ImageOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
