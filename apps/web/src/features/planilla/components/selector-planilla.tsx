import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { ACEPTA_PLANILLA } from '../planilla-vista';

/**
 * docs/producto/planilla-pantalla.md#subir-la-planilla: a real button opens the file picker (keyboard
 * and screen readers); dropping a file on the dashed zone is the same, for a mouse.
 */
export function SelectorPlanilla({
  problema,
  onElegir,
}: {
  problema: string | null;
  onElegir: (archivo: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [encima, setEncima] = useState(false);
  const ayudaId = useId();
  const problemaId = useId();
  const soltar = (e: DragEvent) => {
    e.preventDefault();
    setEncima(false);
    const archivo = e.dataTransfer.files[0];
    if (archivo) onElegir(archivo);
  };
  return (
    <Stack spacing={1.5}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={soltar}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: encima ? 'primary.main' : 'divider',
          bgcolor: encima ? 'action.hover' : 'transparent',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <UploadFileOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography id={ayudaId} color="text.secondary">
            Soltá acá tu planilla o elegila desde tu dispositivo. CSV o Excel (.xlsx), hasta 5 MB y 5.000 filas.
          </Typography>
          <Button
            variant="contained"
            onClick={() => input.current?.click()}
            aria-describedby={problema ? `${ayudaId} ${problemaId}` : ayudaId}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Elegir planilla
          </Button>
        </Stack>
      </Box>
      <input
        ref={input}
        type="file"
        accept={ACEPTA_PLANILLA}
        hidden
        data-testid="planilla-input"
        onChange={(e) => {
          const archivo = e.target.files?.[0];
          // The same file chosen again (after fixing it) must fire change again.
          e.target.value = '';
          if (archivo) onElegir(archivo);
        }}
      />
      {problema && (
        <Alert severity="error" id={problemaId}>
          {problema}
        </Alert>
      )}
    </Stack>
  );
}
