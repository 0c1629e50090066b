import { useEffect, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Switch, Typography } from '@mui/material';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { CLASES_SOLO_CORREO, type ClaseAviso, type PreferenciaAviso } from '@feria/contracts';
import {
  useBorrarSuscripcion,
  useClavePush,
  useDispositivos,
  useGuardarPreferencias,
  useGuardarSuscripcion,
  usePreferenciasAvisos,
} from '../api/notificaciones';
import { activarEnEsteNavegador, soportePush, suscripcionActual, type SoportePush } from '../lib/push-navegador';

const NOMBRE: Record<ClaseAviso, string> = {
  venta_nueva: 'Ventas nuevas',
  pago_aprobado: 'Pagos aprobados',
  pregunta_nueva: 'Preguntas en tus productos',
  mensaje_chat: 'Mensajes del chat',
  pedido_estado: 'Estado de tus pedidos',
  pregunta_respuesta: 'Respuestas a tus preguntas',
  alerta: 'Alertas de stock y de precio',
  carrito_abandonado: 'Recordatorio de carrito (por e-mail)',
};

const textoDeError = (e: unknown) => (e instanceof Error ? e.message : null);

const caja = {
  mt: 4,
  p: { xs: 2, sm: 3 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

/**
 * 'Avisos' (docs/producto/notificaciones.md): notices on this device (push), and per kind of notice
 * whether it comes by e-mail and by push. Only the kinds of the account's roles are listed.
 */
export function Avisos() {
  return (
    <Box component="section" aria-labelledby="avisos-titulo" sx={caja}>
      <Typography id="avisos-titulo" variant="h6" component="h2" gutterBottom>
        Avisos
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Elegí cómo querés enterarte de lo que pasa en Feria, aunque no tengas la página abierta.
      </Typography>
      <EsteDispositivo />
      <Preferencias />
    </Box>
  );
}

/** docs/producto/notificaciones.md#dispositivos */
function EsteDispositivo() {
  const [soporte, setSoporte] = useState<SoportePush>(soportePush);
  // undefined while this browser's subscription is read; null: none.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(() => (soporte === 'no' ? null : undefined));
  const [aviso, setAviso] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const dispositivos = useDispositivos();
  const clave = useClavePush();
  const guardar = useGuardarSuscripcion();
  const borrar = useBorrarSuscripcion();

  useEffect(() => {
    if (soportePush() === 'no') return;
    void suscripcionActual()
      .then((sub) => setEndpoint(sub?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  const lista = dispositivos.data ?? [];
  const activo = !!endpoint && lista.some((d) => d.endpoint === endpoint);
  const otros = lista.filter((d) => d.endpoint !== endpoint);

  const activar = async () => {
    setAviso(null);
    setOcupado(true);
    try {
      const r = await activarEnEsteNavegador((await clave()).clave);
      if (!r.ok) {
        setSoporte(soportePush());
        setAviso(
          r.motivo === 'permiso'
            ? 'No diste permiso para mostrar avisos. Si te arrepentís, habilitalos desde la configuración del sitio.'
            : 'No pudimos preparar los avisos en este navegador. Recargá la página y probá de nuevo.',
        );
        return;
      }
      await guardar.mutateAsync(r.suscripcion);
      setEndpoint(r.suscripcion.endpoint);
    } catch (e) {
      setAviso(textoDeError(e) ?? 'No pudimos activar los avisos en este dispositivo.');
    } finally {
      setOcupado(false);
    }
  };

  const desactivar = async () => {
    if (!endpoint) return;
    setAviso(null);
    setOcupado(true);
    try {
      await borrar.mutateAsync(endpoint);
      const sub = await suscripcionActual();
      await sub?.unsubscribe();
      setEndpoint(null);
    } catch (e) {
      setAviso(textoDeError(e) ?? 'No pudimos desactivar los avisos en este dispositivo.');
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Avisos en este dispositivo
      </Typography>
      {soporte === 'no' ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Este navegador no admite avisos. En iPhone, agregá Feria a la pantalla de inicio y activalos desde ahí. Los
          correos te siguen llegando.
        </Alert>
      ) : soporte === 'bloqueado' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Bloqueaste los avisos de Feria en este navegador. Habilitalos desde la configuración del sitio (el candado
          junto a la dirección) y volvé a esta página.
        </Alert>
      ) : endpoint === undefined || dispositivos.isPending ? (
        <Skeleton variant="rounded" height={40} sx={{ mt: 1, maxWidth: 320 }} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
          <Typography variant="body2" role="status" sx={{ flex: 1 }}>
            {activo
              ? 'Activados: este dispositivo te avisa aunque Feria esté cerrada.'
              : 'Desactivados: activalos para enterarte al instante desde este dispositivo.'}
          </Typography>
          {activo ? (
            <Button variant="outlined" onClick={() => void desactivar()} disabled={ocupado}>
              Desactivar en este dispositivo
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<NotificationsActiveOutlinedIcon />}
              onClick={() => void activar()}
              disabled={ocupado}
            >
              {ocupado ? 'Activando...' : 'Activar avisos'}
            </Button>
          )}
        </Stack>
      )}
      {otros.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          También te avisamos en: {otros.map((d) => d.dispositivo ?? 'otro dispositivo').join(', ')}.
        </Typography>
      )}
      {aviso && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {aviso}
        </Alert>
      )}
      {dispositivos.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {textoDeError(dispositivos.error)}
        </Alert>
      )}
    </Box>
  );
}

/** docs/producto/notificaciones.md#preferencias */
function Preferencias() {
  const preferencias = usePreferenciasAvisos();
  const guardar = useGuardarPreferencias();

  if (preferencias.isPending) return <Skeleton variant="rounded" height={160} />;
  if (preferencias.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void preferencias.refetch()}>
            Reintentar
          </Button>
        }
      >
        {textoDeError(preferencias.error)}
      </Alert>
    );

  const cambiar = (p: PreferenciaAviso, canal: 'correo' | 'push', valor: boolean) =>
    guardar.mutate([{ ...p, [canal]: valor }]);

  return (
    <Box>
      <Box
        role="table"
        aria-label="Qué avisos recibís"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto auto', alignItems: 'center', columnGap: 1 }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <Typography role="columnheader" variant="subtitle2" component="span">
            Aviso
          </Typography>
          <Typography role="columnheader" variant="subtitle2" component="span" sx={{ textAlign: 'center', px: 1 }}>
            Correo
          </Typography>
          <Typography role="columnheader" variant="subtitle2" component="span" sx={{ textAlign: 'center', px: 1 }}>
            Push
          </Typography>
        </Box>
        {preferencias.data.map((p) => (
          <Box role="row" key={p.clase} sx={{ display: 'contents' }}>
            <Typography role="rowheader" variant="body2" component="span">
              {NOMBRE[p.clase]}
            </Typography>
            <Box role="cell" sx={{ textAlign: 'center' }}>
              <Switch
                checked={p.correo}
                disabled={guardar.isPending}
                onChange={(_, v) => cambiar(p, 'correo', v)}
                slotProps={{ input: { 'aria-label': `${NOMBRE[p.clase]} por correo` } }}
              />
            </Box>
            <Box role="cell" sx={{ textAlign: 'center' }}>
              {/* docs/producto/carrito-abandonado.md#consentimiento: e-mail only, no push switch. */}
              {!CLASES_SOLO_CORREO.includes(p.clase) && (
                <Switch
                  checked={p.push}
                  disabled={guardar.isPending}
                  onChange={(_, v) => cambiar(p, 'push', v)}
                  slotProps={{ input: { 'aria-label': `${NOMBRE[p.clase]} por push` } }}
                />
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Los correos de tus compras y cobros (comprobantes, pagos, cancelaciones y devoluciones) te llegan siempre.
      </Typography>
      {guardar.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {textoDeError(guardar.error)}
        </Alert>
      )}
    </Box>
  );
}
