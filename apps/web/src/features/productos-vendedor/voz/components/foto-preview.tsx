import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { IMAGE_ACCEPT, validateImageFile } from '../../../../components/ui/image-file';

/** A photo picked in the preview: the file to upload after the create and its local preview. */
export interface FotoElegida {
  archivo: File;
  url: string;
}

interface Props {
  titulo: string;
  foto: FotoElegida | null;
  /** A valid picture (same types and size as the product form), or null to remove it. */
  onFoto: (archivo: File | null) => void;
  disabled: boolean;
}

/**
 * docs/producto/voz.md#foto-desde-la-vista-previa: one photo per detected product, picked with the
 * product form's rules (JPG, PNG or WebP up to 5 MB), shown as a thumbnail, replaceable and
 * removable. Focus stays on the control that replaced the one pressed.
 */
export function FotoPreview({ titulo, foto, onFoto, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const agregarRef = useRef<HTMLButtonElement>(null);
  const cambiarRef = useRef<HTMLButtonElement>(null);
  const enfocar = useRef<'agregar' | 'cambiar' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const destino = enfocar.current;
    enfocar.current = null;
    if (destino === 'agregar') agregarRef.current?.focus();
    if (destino === 'cambiar') cambiarRef.current?.focus();
  }, [foto]);

  const elegir = (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again fires change again
    if (!archivo) return;
    const invalido = validateImageFile(archivo);
    setError(invalido ? `${archivo.name}: ${invalido}` : null);
    if (invalido) return;
    enfocar.current = 'cambiar';
    onFoto(archivo);
  };

  const quitar = () => {
    enfocar.current = 'agregar';
    setError(null);
    onFoto(null);
  };

  return (
    <Box sx={{ mt: 1 }}>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={elegir}
        aria-label={`Foto de ${titulo}`}
        disabled={disabled}
      />
      {foto ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={foto.url}
            alt={`Foto de ${titulo}`}
            sx={{ width: 72, height: 72, flexShrink: 0, objectFit: 'cover', borderRadius: 1.5, display: 'block' }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={foto.archivo.name}>
              {foto.archivo.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                ref={cambiarRef}
                size="small"
                variant="outlined"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
                aria-label={`Cambiar foto de ${titulo}`}
              >
                Cambiar foto
              </Button>
              <Button
                size="small"
                color="error"
                onClick={quitar}
                disabled={disabled}
                aria-label={`Quitar foto de ${titulo}`}
              >
                Quitar foto
              </Button>
            </Stack>
          </Stack>
        </Stack>
      ) : (
        <Button
          ref={agregarRef}
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-label={`Agregar foto de ${titulo}`}
        >
          Agregar foto
        </Button>
      )}
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
