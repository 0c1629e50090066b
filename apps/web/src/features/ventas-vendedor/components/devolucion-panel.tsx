import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MENSAJES_DEVOLUCION, MENSAJES_VENTA, formatPrice, type DevolucionVenta, type Venta } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { DevolucionEstado } from '../../../components/ui/venta/devolucion-estado';
import { formatDateTime } from '../../../lib/format';
import { useResponderDevolucion } from '../api/devolucion';
import { comoSeReembolsa, plantillaInstrucciones, textoDeError, unidades } from '../devolucion-textos';
import { InstruccionesDialog } from './instrucciones-dialog';

// docs/producto/devoluciones-pantallas.md#el-emprendimiento: the return on the sale's detail, with
// the answers its state allows (the server decides: these only hide what it would refuse).

type Dialogo = 'aceptar' | 'rechazar' | 'recibir' | null;

function Texto({ titulo, children }: { titulo: string; children: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {titulo}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What the seller is told about where the return stands and what comes next. */
function Situacion({ venta, d }: { venta: Venta; d: DevolucionVenta }) {
  const comprador = venta.compradorNombre;
  switch (d.estado) {
    case 'solicitada':
      return (
        <Alert severity="info">
          {comprador} se arrepintió de la compra el {formatDateTime(d.creadaEn)}. Aceptá la devolución y contale cómo
          mandarte el producto, o rechazala con un motivo.
        </Alert>
      );
    case 'aceptada':
      return <Alert severity="info">Cuando el producto te llegue, marcá la devolución como recibida.</Alert>;
    case 'recibida':
      return venta.pago.estado === 'aprobado' ? (
        <Alert severity="warning">
          Recibiste el producto, pero Mercado Pago todavía no confirmó que le devolvió {formatPrice(venta.montoTotal)} a{' '}
          {comprador}. Si no se actualiza en unos minutos, reintentá el reembolso.
        </Alert>
      ) : (
        <Alert severity="success">
          Recibiste el producto y las unidades volvieron al stock. El pago no se había acreditado: no había dinero que
          devolver.
        </Alert>
      );
    case 'reembolsada':
      return (
        <Alert severity="success">
          Recibiste el producto, las unidades volvieron al stock y {comprador} recuperó{' '}
          {formatPrice(venta.reembolso?.monto ?? venta.montoTotal)}.
        </Alert>
      );
    case 'rechazada':
      return null;
  }
}

/** The sale's return: its steps and code, the buyer's reason, what was written, and the next answer. */
export function DevolucionPanel({ venta, devolucion: d }: { venta: Venta; devolucion: DevolucionVenta }) {
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const responder = useResponderDevolucion(venta.id);
  const notificar = useNotificar();
  const cerrar = () => setDialogo(null);
  const abrir = (x: Exclude<Dialogo, null>) => {
    responder.reset();
    setDialogo(x);
  };
  const error = textoDeError(responder.error);
  const abierta = d.estado === 'solicitada' || d.estado === 'aceptada';
  // A received return whose Mercado Pago refund did not land yet: 'recibida' again asks once more.
  const reintentar = d.estado === 'recibida' && venta.pago.estado === 'aprobado';
  const conNota = venta.pago.metodo === 'TRANSFERENCIA' && venta.pago.estado === 'aprobado';
  const n = unidades(venta);
  const alStock = `${n === 1 ? 'La unidad vuelve' : `Las ${n} unidades vuelven`} al stock de tus productos.`;
  const recibir = (nota?: string) =>
    responder.mutate(nota ? { estado: 'recibida', nota } : { estado: 'recibida' }, {
      onSuccess: (v) => {
        cerrar();
        notificar.exito(
          v.devolucion?.estado === 'reembolsada'
            ? `Devolución del pedido #${venta.numero} recibida y reembolsada.`
            : `Marcaste recibida la devolución del pedido #${venta.numero}.`,
        );
      },
    });

  return (
    <Stack spacing={1.5}>
      <DevolucionEstado devolucion={d} para="vendedor" sinReembolso={sinCobro(venta, d)} />
      <Situacion venta={venta} d={d} />
      <Texto titulo="Motivo del comprador">{d.motivo ?? 'No contó un motivo.'}</Texto>
      {d.instrucciones && <Texto titulo="Instrucciones que le diste">{d.instrucciones}</Texto>}
      {d.nota && <Texto titulo="Nota de la recepción">{d.nota}</Texto>}
      {(abierta || reintentar) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {d.estado === 'solicitada' && (
            <Button variant="contained" onClick={() => abrir('aceptar')}>
              Aceptar devolución
            </Button>
          )}
          {d.estado === 'aceptada' && (
            <Button variant="contained" onClick={() => abrir('recibir')}>
              Marcar como recibida
            </Button>
          )}
          {reintentar && (
            <Button variant="contained" onClick={() => abrir('recibir')}>
              Reintentar el reembolso
            </Button>
          )}
          {abierta && (
            <Button variant="outlined" color="error" onClick={() => abrir('rechazar')}>
              Rechazar
            </Button>
          )}
        </Stack>
      )}

      <InstruccionesDialog
        open={dialogo === 'aceptar'}
        numero={venta.numero}
        plantilla={plantillaInstrucciones(venta)}
        pending={responder.isPending}
        error={responder.error}
        onClose={cerrar}
        onConfirm={(instrucciones) =>
          responder.mutate(
            { estado: 'aceptada', instrucciones },
            {
              onSuccess: () => {
                cerrar();
                notificar.exito(`Aceptaste la devolución. Le mandamos las instrucciones a ${venta.compradorNombre}.`);
              },
            },
          )
        }
      />
      <MotivoDialog
        open={dialogo === 'rechazar'}
        title={`Rechazar la devolución del pedido #${venta.numero}`}
        label="Motivo del rechazo"
        requiredMessage={MENSAJES_DEVOLUCION.motivoRechazo}
        confirmLabel="Rechazar devolución"
        cancelLabel="Volver"
        destructive
        pending={responder.isPending}
        error={error}
        onClose={cerrar}
        onConfirm={(motivo) =>
          motivo &&
          responder.mutate(
            { estado: 'rechazada', motivo },
            {
              onSuccess: () => {
                cerrar();
                notificar.exito(`Rechazaste la devolución del pedido #${venta.numero}. Le avisamos al comprador.`);
              },
            },
          )
        }
      >
        <Typography>
          {venta.compradorNombre} va a ver el motivo en su pedido y por correo. El pedido y el pago no cambian.
        </Typography>
      </MotivoDialog>
      {conNota && !reintentar ? (
        <MotivoDialog
          open={dialogo === 'recibir'}
          title={`¿Recibiste el producto del pedido #${venta.numero}?`}
          label="¿Cómo le devolviste el dinero?"
          requiredMessage={MENSAJES_VENTA.notaReembolso}
          confirmLabel="Marcar como recibida"
          cancelLabel="Volver"
          pending={responder.isPending}
          error={error}
          onClose={cerrar}
          onConfirm={(nota) => nota && recibir(nota)}
        >
          <Typography>
            {comoSeReembolsa(venta)} {alStock} No se puede deshacer.
          </Typography>
        </MotivoDialog>
      ) : (
        <ConfirmDialog
          open={dialogo === 'recibir'}
          title={
            reintentar
              ? `¿Reintentar el reembolso del pedido #${venta.numero}?`
              : `¿Recibiste el producto del pedido #${venta.numero}?`
          }
          confirmLabel={reintentar ? 'Reintentar el reembolso' : 'Marcar como recibida'}
          pending={responder.isPending}
          error={error}
          onClose={cerrar}
          onConfirm={() => recibir()}
        >
          <Typography>
            {reintentar
              ? `Le pedimos otra vez a Mercado Pago que le devuelva ${formatPrice(venta.montoTotal)} a ${venta.compradorNombre}. Mercado Pago no devuelve dos veces.`
              : `Marcala recibida cuando el producto te haya llegado. ${comoSeReembolsa(venta)} ${alStock} No se puede deshacer.`}
          </Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** An order never paid has nothing to refund: its return ends at 'Recibida'. */
const sinCobro = (venta: Venta, d: DevolucionVenta) =>
  d.estado === 'recibida' && venta.pago.estado !== 'aprobado' && venta.pago.estado !== 'reembolsado';
