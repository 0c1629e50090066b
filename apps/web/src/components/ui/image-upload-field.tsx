import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, FormHelperText, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MENSAJES_IMAGEN } from '@feria/contracts';
import { IMAGE_ACCEPT, validateImageFile } from './image-file';

export type UploadImage = (file: File, onProgress: (percent: number) => void) => Promise<string>;

interface Props {
  label: string;
  /** URL of the current image, or null. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  upload: UploadImage;
  /** Alt text of the preview ('Logo de tu emprendimiento'). */
  previewAlt: string;
  helperText?: string;
  disabled?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Image picker with client-side checks, an upload progress bar, a preview and a remove button. The
 * file input stays hidden behind a real button so keyboard and screen-reader users get a button.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
  previewAlt,
  helperText,
  disabled,
  onUploadingChange,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const helpId = useId();
  const uploading = progress !== null;

  const setUploading = (p: number | null) => {
    setProgress(p);
    onUploadingChange?.(p !== null);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    const invalid = validateImageFile(file);
    setError(invalid);
    if (invalid) return;
    setUploading(0);
    try {
      onChange(await upload(file, setProgress));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MENSAJES_IMAGEN.errorSubida);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <FormLabel id={labelId} component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            borderStyle: value ? 'solid' : 'dashed',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={previewAlt}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <AddPhotoAlternateOutlinedIcon aria-hidden sx={{ color: 'text.secondary', fontSize: 36 }} />
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => inputRef.current?.click()} disabled={disabled || uploading}>
            {value ? 'Cambiar imagen' : 'Elegir imagen'}
          </Button>
          {value && (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon aria-hidden />}
              onClick={() => onChange(null)}
              disabled={disabled || uploading}
            >
              Quitar
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={onFile}
        data-testid="image-upload-input"
      />
      {uploading && (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={progress} aria-label="Progreso de la subida" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Subiendo imagen... {progress} %
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {helperText ?? 'JPG, PNG o WebP, hasta 5 MB.'}
      </FormHelperText>
    </Stack>
  );
}
