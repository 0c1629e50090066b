import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  TRANSPORTISTAS,
  registrarEnvioInput,
  transportistaConocido,
  urlDeSeguimiento,
  type RegistrarEnvioInput,
  type Venta,
} from '@feria/contracts';
import { useNotificar } from '../../../components/ui/notificaciones';
import { SeguimientoLinea } from '../../../components/ui/venta/seguimiento-envio';
import { ApiError } from '../../../lib/api-client';
import { useRegistrarEnvio } from '../api/seguimiento';

// docs/producto/envios-pantallas.md#registrar-el-envio: the seller records the shipment of an order
// that is not picked up, once it is «Listo» (or «Completado», to correct it). The server decides;
// this only hides what it would refuse.

const OTRO = 'Otro';
type Campo = keyof RegistrarEnvioInput;

/** The sale's packing view, printable (docs/producto/envios-pantallas.md#vista-de-armado). */
export const rutaArmado = (id: string) => `/dashboard-emprendedor/ventas/${encodeURIComponent(id)}/armado`;

/** Whether this order can carry a shipment now: not picked up, and ready or completed. */
export function puedeRegistrarEnvio(venta: Pick<Venta, 'estado' | 'envio'>): boolean {
  return venta.envio?.tipo !== 'RETIRO' && (venta.estado === 'listo' || venta.estado === 'completado');
}

/** The sale's 'Envío' section: the recorded shipment, 'Registrar envío' / 'Corregir envío' and the packing view. */
export function EnvioSeguimiento({ venta }: { venta: Venta }) {
  const [abierto, setAbierto] = useState(false);
  const registrar = useRegistrarEnvio(venta.id);
  const notificar = useNotificar();
  const retiro = venta.envio?.tipo === 'RETIRO';
  const s = venta.seguimiento ?? null;
  return (
    <Stack spacing={1.5}>
      {s && <SeguimientoLinea seguimiento={s} />}
      {retiro && (
        <Typography variant="body2" color="text.secondary">
          Se retira en el local: no lleva envío. La dirección y los horarios están en Entrega.
        </Typography>
      )}
      {!retiro && !s && !puedeRegistrarEnvio(venta) && (
        <Typography variant="body2" color="text.secondary">
          {venta.estado === 'cancelado'
            ? 'El pedido está cancelado: no se envía.'
            : 'Vas a poder registrar el envío cuando el pedido esté «Listo».'}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {puedeRegistrarEnvio(venta) && (
          <Button
            variant={s ? 'outlined' : 'contained'}
            onClick={() => {
              registrar.reset();
              setAbierto(true);
            }}
          >
            {s ? 'Corregir envío' : 'Registrar envío'}
          </Button>
        )}
        {venta.estado !== 'cancelado' && (
          <Button
            component="a"
            href={rutaArmado(venta.id)}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon aria-hidden />}
            aria-label={`Vista para armar el pedido #${venta.numero} (se abre en una pestaña nueva)`}
          >
            Vista para armar
          </Button>
        )}
      </Stack>
      <RegistrarEnvioDialog
        open={abierto}
        venta={venta}
        pending={registrar.isPending}
        error={registrar.error}
        onClose={() => setAbierto(false)}
        onConfirm={(body) =>
          registrar.mutate(body, {
            onSuccess: () => {
              setAbierto(false);
              notificar.exito(
                s
                  ? `Corregiste el envío del pedido #${venta.numero}. Le avisamos a ${venta.compradorNombre}.`
                  : `Registraste el envío del pedido #${venta.numero}. Le avisamos a ${venta.compradorNombre}.`,
              );
            },
          })
        }
      />
    </Stack>
  );
}

interface DialogProps {
  open: boolean;
  venta: Venta;
  pending: boolean;
  error: Error | null;
  onConfirm: (body: RegistrarEnvioInput) => void;
  onClose: () => void;
}

interface Valores {
  eleccion: string;
  otro: string;
  codigo: string;
  url: string;
}

/** The form starts from the recorded shipment (a correction) or empty. */
function valoresIniciales(venta: Venta): Valores {
  const s = venta.seguimiento;
  if (!s) return { eleccion: '', otro: '', codigo: '', url: '' };
  const conocido = transportistaConocido(s.transportista);
  const propia = s.urlSeguimiento && s.urlSeguimiento !== urlDeSeguimiento(s.transportista, s.codigoSeguimiento);
  return {
    eleccion: conocido ?? OTRO,
    otro: conocido ? '' : s.transportista,
    codigo: s.codigoSeguimiento,
    url: propia ? (s.urlSeguimiento ?? '') : '',
  };
}

/** The body the server gets, and the first problem of each field (the contract's own messages). */
function validar(v: Valores): { body?: RegistrarEnvioInput; errores: Partial<Record<Campo, string>> } {
  const transportista = v.eleccion === OTRO ? v.otro : v.eleccion;
  const url = v.url.trim();
  const r = registrarEnvioInput.safeParse({
    transportista,
    codigoSeguimiento: v.codigo,
    ...(url ? { urlSeguimiento: url } : {}),
  });
  if (r.success) return { body: r.data, errores: {} };
  const errores: Partial<Record<Campo, string>> = {};
  for (const i of r.error.issues) {
    const campo = i.path[0] as Campo;
    errores[campo] ??= i.message;
  }
  return { errores };
}

function RegistrarEnvioDialog({ open, venta, pending, error, onConfirm, onClose }: DialogProps) {
  const [v, setV] = useState<Valores>(() => valoresIniciales(venta));
  const [intentado, setIntentado] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts again from what the order has (state adjusted during render).
    setWasOpen(open);
    if (open) {
      setV(valoresIniciales(venta));
      setIntentado(false);
    }
  }
  const titleId = useId();
  const ayudaId = useId();
  const locales = intentado ? validar(v).errores : {};
  // The server's answer about a field goes under it; any other failure (409…) in an alert.
  const campoApi = error instanceof ApiError ? (error.campo as Campo | undefined) : undefined;
  const delCampo = (c: Campo) => locales[c] ?? (campoApi === c ? error?.message : undefined);
  const otroError = error && !(campoApi && ['transportista', 'codigoSeguimiento', 'urlSeguimiento'].includes(campoApi));
  const conocido = v.eleccion && v.eleccion !== OTRO ? transportistaConocido(v.eleccion) : undefined;
  const enlace = conocido ? urlDeSeguimiento(conocido, v.codigo) : null;
  // Without a public page (another carrier, the seller's own delivery) the seller may give a link.
  const conUrl = v.eleccion === OTRO || (conocido !== undefined && urlDeSeguimiento(conocido, 'x') === null);
  const set = (k: keyof Valores) => (e: { target: { value: string } }) => setV((p) => ({ ...p, [k]: e.target.value }));
  const close = () => {
    if (!pending) onClose();
  };
  const confirmar = () => {
    setIntentado(true);
    const { body } = validar(conUrl ? v : { ...v, url: '' });
    if (body) onConfirm(body);
  };
  const errTransportista = delCampo('transportista');
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={ayudaId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {venta.seguimiento ? 'Corregir el envío' : 'Registrar el envío'} del pedido #{venta.numero}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            confirmar();
          }}
        >
          <DialogContentText id={ayudaId}>
            {venta.compradorNombre} recibe por correo el transportista, el código y el enlace para seguir el envío, y lo
            ve en su pedido.
          </DialogContentText>
          <TextField
            select
            label="Transportista"
            value={v.eleccion}
            onChange={set('eleccion')}
            required
            fullWidth
            disabled={pending}
            error={Boolean(v.eleccion !== OTRO && errTransportista)}
            helperText={v.eleccion !== OTRO ? errTransportista : undefined}
          >
            {TRANSPORTISTAS.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
            <MenuItem value={OTRO}>Otro</MenuItem>
          </TextField>
          {v.eleccion === OTRO && (
            <TextField
              label="Nombre del transportista"
              value={v.otro}
              onChange={set('otro')}
              required
              fullWidth
              disabled={pending}
              error={Boolean(errTransportista)}
              helperText={errTransportista}
              slotProps={{ htmlInput: { maxLength: 60, 'aria-invalid': Boolean(errTransportista) } }}
            />
          )}
          <TextField
            label="Código de seguimiento"
            value={v.codigo}
            onChange={set('codigo')}
            required
            fullWidth
            disabled={pending}
            error={Boolean(delCampo('codigoSeguimiento'))}
            helperText={delCampo('codigoSeguimiento')}
            slotProps={{
              htmlInput: { maxLength: 60, autoComplete: 'off', 'aria-invalid': Boolean(delCampo('codigoSeguimiento')) },
            }}
          />
          {conUrl ? (
            <TextField
              label="Enlace de seguimiento (opcional)"
              value={v.url}
              onChange={set('url')}
              fullWidth
              disabled={pending}
              placeholder="https://"
              error={Boolean(delCampo('urlSeguimiento'))}
              helperText={delCampo('urlSeguimiento') ?? 'Si tu transportista tiene una página para seguir el envío.'}
              slotProps={{ htmlInput: { inputMode: 'url', 'aria-invalid': Boolean(delCampo('urlSeguimiento')) } }}
            />
          ) : (
            conocido && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {enlace ? (
                  <>
                    El comprador va a seguirlo en{' '}
                    <Link href={enlace} target="_blank" rel="noopener noreferrer">
                      {enlace}
                    </Link>
                  </>
                ) : (
                  `Con el código armamos el enlace de ${conocido} para el comprador.`
                )}
              </Typography>
            )
          )}
          {otroError && (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          )}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={pending}>
          Volver
        </Button>
        <Button variant="contained" onClick={confirmar} disabled={pending}>
          {pending ? 'Guardando...' : 'Guardar envío'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
