import { Box } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { ImagenSegura } from '../../../components/ui/imagen-segura';

/** Product or shop image with a neat placeholder when missing or broken (spec §8: image errors fall back). */
export function StoreImage({
  src,
  alt,
  color,
  background,
}: {
  src: string | null;
  alt: string;
  color: string;
  background: string;
}) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden', bgcolor: background }}>
      <ImagenSegura
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        respaldo={
          <Box
            {...(alt ? { role: 'img', 'aria-label': `${alt} (sin imagen)` } : { 'aria-hidden': true })}
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color, opacity: 0.6 }}
          >
            <ImageOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
          </Box>
        }
      />
    </Box>
  );
}
