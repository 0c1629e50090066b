import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { imagenResponsiva, TAMANOS_IMAGEN, type ProductoImagen } from '@feria/contracts';

interface Props {
  nombre: string;
  /** Already sorted: principal first, then orden (docs/producto/api.md#productos). Undefined while loading. */
  images: readonly ProductoImagen[] | undefined;
  /** The picture of the chosen variant (docs/producto/variantes.md): shown when the choice changes to it. */
  idImagenElegida?: number | null | undefined;
}

function Placeholder({ label, small }: { label?: string; small?: boolean }) {
  return (
    <Box
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1,
        color: 'text.secondary',
        bgcolor: 'action.hover',
      }}
    >
      <ImageOutlinedIcon sx={{ fontSize: small ? 28 : 72 }} aria-hidden />
      {!small && <Typography variant="body2">Sin imagen</Typography>}
    </Box>
  );
}

/** Main image plus thumbnail buttons ('Ver imagen N'); arrows, Home and End move between them. */
export function ProductoGallery({ nombre, images, idImagenElegida }: Props) {
  const [index, setIndex] = useState(0);
  // Follows the choice while rendering (not in an effect): the new picture paints at once.
  const [imagenPrevia, setImagenPrevia] = useState(idImagenElegida);
  if (idImagenElegida !== imagenPrevia) {
    setImagenPrevia(idImagenElegida);
    const i = images?.findIndex((img) => img.id === idImagenElegida) ?? -1;
    if (i >= 0) setIndex(i);
  }
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const markBroken = (url: string) => setBroken((b) => new Set(b).add(url));

  if (!images) return <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />;

  const total = images.length;
  const current = images[Math.min(index, total - 1)];
  const select = (i: number) => {
    const next = (i + total) % total;
    setIndex(next);
    thumbs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: total - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  };

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {!current || broken.has(current.url) ? (
          <Placeholder label={`${nombre}: sin imagen disponible`} />
        ) : (
          <Box
            component="img"
            key={current.url}
            src={current.url}
            // The page's largest paint (docs/arquitectura.md#rendimiento): fetched first, never lazy, the 320 px file on a small screen.
            srcSet={imagenResponsiva(current.url)?.srcSet}
            sizes={TAMANOS_IMAGEN.galeria}
            loading="eager"
            fetchPriority="high"
            width={800}
            height={800}
            alt={total > 1 ? `${nombre}, imagen ${index + 1} de ${total}` : nombre}
            onError={() => markBroken(current.url)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      {total > 1 && (
        <Box
          role="group"
          aria-label="Imágenes del producto"
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
        >
          {images.map((img, i) => (
            <ButtonBase
              key={img.id}
              ref={(el: HTMLButtonElement | null) => {
                thumbs.current[i] = el;
              }}
              aria-label={`Ver imagen ${i + 1}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              sx={{
                position: 'relative',
                width: 64,
                height: 64,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.dark' : 'divider',
                bgcolor: 'background.paper',
                '&.Mui-focusVisible, &:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'text.primary',
                  outlineOffset: 2,
                },
              }}
            >
              {broken.has(img.url) ? (
                <Placeholder small />
              ) : (
                <Box
                  component="img"
                  src={img.url}
                  srcSet={imagenResponsiva(img.url)?.srcSet}
                  sizes="64px"
                  width={64}
                  height={64}
                  alt=""
                  // After the main image, which is the page's largest paint: never beside it on a slow network.
                  loading="lazy"
                  fetchPriority="low"
                  decoding="async"
                  onError={() => markBroken(img.url)}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
