import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { CorreoCompleto } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { formatDateTime } from '../../../lib/format';
import { useCorreo } from '../api/correos';

const cabecera = (c: CorreoCompleto, nombre: string) =>
  c.cabeceras.find((h) => h.nombre.toLowerCase() === nombre)?.valor;

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: 56 }}>
        {etiqueta}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {valor}
      </Typography>
    </Box>
  );
}

/** One mail as it was sent: headers that matter, the HTML (sandboxed, no scripts) and the text version. */
export function CorreoDetalle({ nombre, onVolver }: { nombre: string; onVolver: () => void }) {
  const correo = useCorreo(nombre);
  return (
    <Box component="section" aria-labelledby="correo-asunto" sx={{ minWidth: 0 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onVolver} sx={{ mb: 1 }}>
        Volver a la lista
      </Button>
      {correo.isPending ? (
        <LoadingState label="Abriendo el correo..." />
      ) : correo.isError ? (
        <ErrorState message={correo.error.message} onRetry={() => void correo.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Typography id="correo-asunto" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {correo.data.asunto || '(sin asunto)'}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <Dato etiqueta="De" valor={cabecera(correo.data, 'from') ?? ''} />
            <Dato etiqueta="Para" valor={correo.data.para} />
            <Dato etiqueta="Fecha" valor={formatDateTime(correo.data.fecha)} />
          </Box>
          {correo.data.html !== null && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Versión HTML
              </Typography>
              {/* sandbox="": no scripts, no forms, no same-origin access; only what the mail looks like. */}
              <Box
                component="iframe"
                title={`Vista del correo: ${correo.data.asunto}`}
                sandbox=""
                srcDoc={correo.data.html}
                sx={{
                  width: '100%',
                  height: { xs: 480, md: 640 },
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#FFFFFF',
                }}
              />
            </Box>
          )}
          <Divider />
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Versión de texto
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              aria-label="Texto del correo"
              sx={{
                m: 0,
                p: 2,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'monospace',
                fontSize: 13,
                maxHeight: 480,
                overflow: 'auto',
              }}
            >
              {correo.data.texto ?? 'Este correo no tiene versión de texto.'}
            </Box>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
