import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { arrepentimientoApi, MENSAJES_ARREPENTIMIENTO, type CodigoError } from '@feria/contracts';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-endpoint';
import { formatDateTime } from '../../../lib/format';
import { AyudaArrepentimiento } from './arrepentimiento';
import { Enlace, LegalPage, RUTAS_LEGALES } from './legal-page';

/** The link's token travels after `#` (it never reaches a server log). */
const tokenDe = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
};

/** Answers that a new form fixes (the link is broken or old): the page offers the form. */
const PEDIR_DE_NUEVO: readonly (string | undefined)[] = [
  'ARREPENTIMIENTO_ENLACE_INVALIDO',
  'ARREPENTIMIENTO_ENLACE_VENCIDO',
  'VALIDACION',
] satisfies CodigoError[];
/** An answer about the order or the link (not a network failure, not a busy server): trying again gives the same. */
const esDefinitivo = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429;

const VolverAlFormulario = () => (
  <Typography sx={{ mt: 1 }}>
    <Enlace to={RUTAS_LEGALES.arrepentimiento}>Volver al formulario del Botón de arrepentimiento</Enlace>
  </Typography>
);

/**
 * 'Botón de arrepentimiento', step 2: the page the mail's link opens. One button confirms (a mail
 * scanner that opens the link confirms nothing); then the code and the shop. Opening the link
 * again answers the same code.
 */
export function ArrepentimientoConfirmarPage() {
  const token = tokenDe(useLocation().hash);
  const confirmar = useMutation({ mutationFn: () => llamar(arrepentimientoApi.confirmar, { body: { token } }) });
  const resultado = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmar.isSuccess) resultado.current?.focus();
  }, [confirmar.isSuccess]);
  const definitivo = esDefinitivo(confirmar.error);
  const pedirDeNuevo = confirmar.error instanceof ApiError && PEDIR_DE_NUEVO.includes(confirmar.error.codigo);

  return (
    <LegalPage
      titulo="Confirmar el arrepentimiento"
      plantilla={false}
      intro={
        <p>
          Llegaste desde el correo que te mandamos al pedir el arrepentimiento de una compra. Al confirmarlo te damos un
          código de trámite y le avisamos al emprendimiento, que se comunica con vos para la devolución y el reintegro.
        </p>
      }
      secciones={[]}
    >
      {!token ? (
        <Alert severity="error" role="alert">
          {MENSAJES_ARREPENTIMIENTO.enlaceInvalido}
          <VolverAlFormulario />
        </Alert>
      ) : confirmar.isSuccess ? (
        <Alert
          ref={resultado}
          tabIndex={-1}
          severity="success"
          role="status"
          aria-labelledby="arrepentimiento-hecho"
          sx={{ '& .MuiAlert-message': { overflow: 'visible' }, '&:focus': { outline: 'none' } }}
        >
          <AlertTitle id="arrepentimiento-hecho">
            {confirmar.data.nueva
              ? 'Registramos tu pedido de arrepentimiento'
              : 'Ya tenías un pedido de arrepentimiento para esta compra'}
          </AlertTitle>
          <Typography>
            Tu código es{' '}
            <strong style={{ fontFamily: 'monospace', fontSize: '1.15em' }}>{confirmar.data.codigo}</strong>. Guardalo:
            lo vas a necesitar si hacés un reclamo.
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Pedido #{confirmar.data.numeroPedido} a {confirmar.data.emprendimientoNombre}, registrado el{' '}
            {formatDateTime(confirmar.data.fecha)}. {confirmar.data.emprendimientoNombre} ya lo ve en el pedido y se va
            a comunicar con vos por el chat del pedido. También te mandamos el código por correo.
          </Typography>
        </Alert>
      ) : (
        <Box
          aria-busy={confirmar.isPending}
          sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              ¿Confirmás que te arrepentís de la compra?
            </Typography>
            <Typography>
              Si no fuiste vos quien lo pidió, cerrá esta página: sin confirmar no se registra nada.
            </Typography>
            {confirmar.isError && (
              <Alert severity="error" role="alert">
                {confirmar.error.message}
                {pedirDeNuevo && <VolverAlFormulario />}
              </Alert>
            )}
            {!definitivo && (
              <Box>
                <Button
                  variant="contained"
                  color="error"
                  onClick={() => confirmar.mutate()}
                  disabled={confirmar.isPending}
                >
                  {confirmar.isPending ? 'Confirmando...' : 'Confirmar arrepentimiento'}
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      )}
      <AyudaArrepentimiento />
    </LegalPage>
  );
}
