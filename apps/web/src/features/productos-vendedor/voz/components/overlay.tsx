import { useState } from 'react';
import { Alert, Box, CircularProgress, Modal, Typography } from '@mui/material';
import type { ResultadoLote } from '../api/voz';

/** docs/producto/precios.md: the voice dialogs take up to 90 % of the height; on a phone nearly the whole width. */
export const PAPEL = {
  maxHeight: '90vh',
  m: { xs: 1, sm: 4 },
  width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
} as const;

/**
 * docs/producto/voz-grabador.md#estados-del-grabador full-screen overlay while the writes run ('Creando productos...');
 * with `progreso`, the photos' upload percent (docs/producto/voz.md#foto-desde-la-vista-previa). A modal
 * of its own, so a screen reader hears it over the dialog that started the writes.
 */
export function OverlayVoz({ texto, progreso = null }: { texto: string | null; progreso?: number | null }) {
  return (
    <Modal open={texto !== null} sx={(t) => ({ zIndex: t.zIndex.modal + 2 })}>
      <Box
        tabIndex={-1}
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          color: '#fff',
          outline: 'none',
        }}
      >
        {progreso === null ? (
          <CircularProgress color="inherit" aria-hidden />
        ) : (
          <CircularProgress color="inherit" variant="determinate" value={progreso} aria-label="Subiendo fotos" />
        )}
        <Typography role="status" variant="h6" component="p">
          {texto}
        </Typography>
        {progreso !== null && (
          <Typography variant="body1" component="p" aria-hidden>
            {progreso} %
          </Typography>
        )}
      </Box>
    </Modal>
  );
}

/** The failure of a batch: the message, then each product that failed and why (the others went through). */
export function AlertaLote({
  error,
  errores,
}: {
  error: string | null;
  errores: readonly { nombre: string; mensaje: string }[];
}) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2, '& .MuiAlert-message': { overflow: 'visible' } }}>
      {error}
      {errores.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {errores.map((e) => (
            <li key={e.nombre}>
              {e.nombre}: {e.mensaje}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * The confirm step of the voice dialogs: runs a batch of product calls, then shows `siFallan(r)`
 * and each failed product, or `siRompe(e)` when the batch itself failed. The answer, or null.
 */
export function useEnvioLote() {
  const [error, setError] = useState<string | null>(null);
  const [errores, setErrores] = useState<ResultadoLote['errores']>([]);
  const [enviando, setEnviando] = useState(false);
  const enviar = async <R extends ResultadoLote>(
    lote: () => Promise<R>,
    siFallan: (r: R) => string,
    siRompe: (e: unknown) => string,
  ): Promise<R | null> => {
    setError(null);
    setErrores([]);
    setEnviando(true);
    try {
      const r = await lote();
      if (r.errores.length) {
        setErrores(r.errores);
        setError(siFallan(r));
      }
      return r;
    } catch (e) {
      setError(siRompe(e));
      return null;
    } finally {
      setEnviando(false);
    }
  };
  return { error, errores, enviando, setError, enviar };
}
