import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ConexionMercadoPago } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useConectarMercadoPago, useConexionMercadoPago, useDesconectarMercadoPago } from '../api/cobros';
import { MENSAJES_RESULTADO, resultadoDe } from './resultado-conexion';

interface Props {
  /** The seller's user id (the API resolves it to their shop) or the shop's id. */
  idEmprendimiento: string | undefined;
  /** Where the browser goes to authorize (tests replace it). */
  irA?: (url: string) => void;
}

const MOTIVOS: Record<NonNullable<ConexionMercadoPago['motivoDesconexion']>, string> = {
  vendedor: 'Desconectaste tu cuenta.',
  renovacion_rechazada:
    'Mercado Pago no renovó el acceso de Feria a tu cuenta (por ejemplo, si lo quitaste desde Mercado Pago). Conectala de nuevo para volver a cobrar con tarjeta.',
};

/** 'Cobros' (docs/producto/pagos.md#cobros): the shop's own Mercado Pago account, connected or not. */
export function CobrosPage({ idEmprendimiento, irA = (url) => window.location.assign(url) }: Props) {
  const [params, setParams] = useSearchParams();
  const resultado = resultadoDe(params.get('resultado'));
  const q = useConexionMercadoPago(idEmprendimiento);
  const conectar = useConectarMercadoPago(idEmprendimiento ?? '');
  const desconectar = useDesconectarMercadoPago(idEmprendimiento ?? '');
  const [confirmando, setConfirmando] = useState(false);

  const iniciar = () => conectar.mutate(undefined, { onSuccess: ({ url }) => irA(url) });
  const cerrarAviso = () => setParams((p) => (p.delete('resultado'), p), { replace: true });

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title="Cobros"
        description="Conectá tu cuenta de Mercado Pago para que lo que vendés con tarjeta entre directo en tu cuenta. Feria descuenta su comisión en cada venta."
      />
      {resultado && (
        <Alert severity={MENSAJES_RESULTADO[resultado].severidad} onClose={cerrarAviso} sx={{ mb: 2 }} role="status">
          {MENSAJES_RESULTADO[resultado].texto}
        </Alert>
      )}
      {q.isPending ? (
        <LoadingState label="Cargando el estado de Mercado Pago..." />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <Card variant="outlined" component="section" aria-labelledby="cobros-mp-titulo">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
              <Typography id="cobros-mp-titulo" variant="h2" sx={{ fontSize: '1.25rem' }}>
                Mercado Pago
              </Typography>
              <Chip
                size="small"
                color={q.data.conectado ? 'success' : 'default'}
                label={q.data.conectado ? 'Conectada' : 'Sin conectar'}
              />
            </Stack>
            {q.data.conectado ? (
              <>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    // A phone reads each label above its value; wider screens side by side.
                    gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                    columnGap: 2,
                    rowGap: { xs: 0, sm: 0.5 },
                    '& dd': { mb: { xs: 1, sm: 0 } },
                  }}
                >
                  <Typography component="dt" color="text.secondary">
                    Usuario de Mercado Pago
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {q.data.mpUserId}
                  </Typography>
                  <Typography component="dt" color="text.secondary">
                    Conectada desde
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {q.data.conectadoEn ? formatDateTime(q.data.conectadoEn) : '—'}
                  </Typography>
                  <Typography component="dt" color="text.secondary">
                    El acceso vence
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {q.data.venceEn ? `${formatDate(q.data.venceEn)} (se renueva solo antes)` : '—'}
                  </Typography>
                </Box>
                {!q.data.puedeCobrar && (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    Por ahora tu tienda no cobra con Mercado Pago: tiene que estar activa y con el acceso vigente.
                  </Alert>
                )}
                <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirmando(true)}>
                  Desconectar
                </Button>
              </>
            ) : (
              <>
                <Typography>
                  Sin una cuenta conectada, tus compradores solo pueden pagarte por transferencia bancaria.
                </Typography>
                {q.data.motivoDesconexion && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {MOTIVOS[q.data.motivoDesconexion]}
                  </Typography>
                )}
                {conectar.isError && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {conectar.error.message}
                  </Alert>
                )}
                <Button variant="contained" sx={{ mt: 2 }} onClick={iniciar} disabled={conectar.isPending}>
                  {conectar.isPending ? 'Abriendo Mercado Pago...' : 'Conectar con Mercado Pago'}
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={confirmando}
        title="¿Desconectar tu cuenta de Mercado Pago?"
        confirmLabel="Desconectar"
        destructive
        pending={desconectar.isPending}
        error={desconectar.isError ? desconectar.error.message : null}
        onClose={() => setConfirmando(false)}
        onConfirm={() =>
          desconectar.mutate(undefined, {
            onSuccess: () => {
              setConfirmando(false);
              // The message of the last connection no longer describes the account.
              if (resultado) cerrarAviso();
            },
          })
        }
      >
        Tus compradores van a poder pagarte solo por transferencia hasta que la conectes de nuevo.
      </ConfirmDialog>
    </Box>
  );
}
