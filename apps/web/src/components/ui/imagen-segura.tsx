import { useState, type ReactNode } from 'react';
import { Box, type BoxProps } from '@mui/material';

type Props = Omit<BoxProps<'img'>, 'component' | 'src' | 'onError'> & {
  src: string | null | undefined;
  /** What shows instead when there is no image or it fails to load (docs/producto/errores.md: image errors fall back to a placeholder). */
  respaldo?: ReactNode;
};

/**
 * The one image of the product with a fallback: a missing or broken image shows `respaldo`
 * (nothing by default); a new `src` is tried again.
 */
export function ImagenSegura({ src, respaldo = null, ...img }: Props) {
  const [rota, setRota] = useState<string | null>(null);
  if (!src || rota === src) return <>{respaldo}</>;
  return <Box component="img" src={src} onError={() => setRota(src)} {...img} />;
}
