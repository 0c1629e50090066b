import { useId, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Drawer, IconButton, Link, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { MENSAJES_VENTA, formatPrice, type Venta } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ESTADO_VENTA_LABEL, EstadoPedido } from '../../../components/ui/estado-venta-chip';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { ErrorState } from '../../../components/ui/page-states';
import { PagosDevueltos } from '../../../components/ui/venta/pagos-devueltos';
import { PedidoHistorial } from '../../../components/ui/venta/venta-historial';
import { PedidoDireccion, PedidoLineas, PedidoTotales } from '../../../components/ui/venta/venta-resumen';
import { formatDateTime } from '../../../lib/format';
import {
  useCambiarEstado,
  useCancelarVenta,
  useEstadoMercadoPago,
  useReembolsar,
  useVentaVendedor,
  verComprobanteVenta,
} from '../api/ventas';
import { TransferenciaDialogos } from './transferencia-dialogos';
import { DevolucionPanel } from './devolucion-panel';
import { EnvioSeguimiento } from './envio-seguimiento';
import { SinComprobante } from './sin-comprobante';
import {
  ACCION_ESTADO,
  puedeCancelarVenta,
  puedeConfirmar,
  puedeRechazar,
  puedeReembolsar,
  siguienteEstado,
  tieneComprobante,
} from '../venta-acciones';

interface Props {
  ventaId: string | null;
  emprendimientoId: string;
  onClose: () => void;
  /** The order's chat (chat feature), composed by the route. */
  chat?: ((ventaId: string) => ReactNode) | undefined;
}

type Dialogo = 'estado' | 'cancelar' | 'reembolsar' | 'confirmar' | 'rechazar' | null;

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2 }}>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A sale in a side panel (full screen on a phone): lines, buyer, delivery address, payment (with
 * Mercado Pago's status), the transfer proof, the timeline, the chat, and the actions the current
 * state allows — each confirmed first (docs/producto/pedidos.md#estado-del-pedido).
 */
export function VentaDetalle({ ventaId, emprendimientoId, onClose, chat }: Props) {
  const titulo = useId();
  const consulta = useVentaVendedor(ventaId);
  return (
    <Drawer
      anchor="right"
      open={ventaId !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titulo, sx: { width: { xs: '100%', sm: 560 } } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography id={titulo} component="h2" variant="h5" sx={{ flex: 1 }}>
          {consulta.data ? `Pedido #${consulta.data.numero}` : 'Detalle de la venta'}
        </Typography>
        <IconButton onClick={onClose} aria-label="Cerrar detalle">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, pb: 4 }}>
        {consulta.isPending ? (
          <Box role="status" sx={{ pt: 2 }}>
            <Typography sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              Cargando la venta...
            </Typography>
            <Skeleton height={40} />
            <Skeleton height={120} />
            <Skeleton height={160} />
          </Box>
        ) : consulta.isError ? (
          <Box sx={{ pt: 2 }}>
            <ErrorState message={consulta.error.message} onRetry={() => void consulta.refetch()} />
          </Box>
        ) : (
          <Contenido venta={consulta.data} emprendimientoId={emprendimientoId} chat={chat} />
        )}
      </Box>
    </Drawer>
  );
}

function Contenido({ venta, emprendimientoId, chat }: { venta: Venta; emprendimientoId: string; chat: Props['chat'] }) {
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const notificar = useNotificar();
  const cambiar = useCambiarEstado();
  const cancelar = useCancelarVenta();
  const reembolsar = useReembolsar();
  const fila = { estado: venta.estado, metodoPago: venta.pago.metodo, pagoEstado: venta.pago.estado };
  const siguiente = siguienteEstado(fila);
  const cerrar = () => setDialogo(null);
  const abrir = (d: Exclude<Dialogo, null>) => {
    for (const m of [cambiar, cancelar, reembolsar]) m.reset();
    setDialogo(d);
  };
  const esperaPago = venta.estado === 'pendiente' && venta.pago.estado !== 'aprobado';

  return (
    <>
      <Seccion titulo="Estado">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
          <EstadoPedido estado={venta.estado} pagoEstado={venta.pago.estado} metodo={venta.pago.metodo} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Recibido el {formatDateTime(venta.fechaCreacion)}
        </Typography>
        {esperaPago && venta.estado !== 'cancelado' && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {venta.pago.metodo === 'TRANSFERENCIA'
              ? 'Cuando confirmes que recibiste la transferencia vas a poder empezar a prepararlo.'
              : 'Esperando que Mercado Pago apruebe el pago: después vas a poder empezar a prepararlo.'}
          </Alert>
        )}
        {venta.motivoCancelacion && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {venta.motivoCancelacion}
          </Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {siguiente && (
            <Button variant="contained" onClick={() => abrir('estado')}>
              {ACCION_ESTADO[siguiente]}
            </Button>
          )}
          {puedeCancelarVenta(fila) && (
            <Button variant="outlined" color="error" onClick={() => abrir('cancelar')}>
              Cancelar venta
            </Button>
          )}
          {puedeReembolsar(venta) && (
            <Button variant="outlined" onClick={() => abrir('reembolsar')}>
              Reembolsar
            </Button>
          )}
        </Stack>
      </Seccion>
      <Divider />
      <Seccion titulo="Seguimiento del envío">
        <EnvioSeguimiento venta={venta} />
      </Seccion>
      {venta.devolucion && (
        <>
          <Divider />
          <Seccion titulo="Devolución">
            <DevolucionPanel venta={venta} devolucion={venta.devolucion} />
          </Seccion>
        </>
      )}
      <Divider />
      <Seccion titulo="Comprador">
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{venta.compradorNombre}</Typography>
        {venta.compradorEmail && (
          <Link href={`mailto:${venta.compradorEmail}`} sx={{ overflowWrap: 'anywhere' }}>
            {venta.compradorEmail}
          </Link>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
          {venta.envio ? 'Entrega' : 'Dirección de envío'}
        </Typography>
        <PedidoDireccion venta={venta} />
      </Seccion>
      <Divider />
      <Seccion titulo="Productos">
        <PedidoLineas venta={venta} />
        <Box sx={{ mt: 1.5 }}>
          <PedidoTotales venta={venta} />
        </Box>
      </Seccion>
      <Divider />
      <Seccion titulo="Pago">
        <Pago venta={venta} emprendimientoId={emprendimientoId} />
        {venta.pago.metodo === 'TRANSFERENCIA' && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {tieneComprobante(fila) && <VerComprobante id={venta.id} numero={venta.numero} />}
            {puedeConfirmar(fila) &&
              (tieneComprobante(fila) ? (
                <Button size="small" variant="contained" onClick={() => abrir('confirmar')}>
                  Confirmar transferencia
                </Button>
              ) : (
                <SinComprobante v={venta} onConfirmar={() => abrir('confirmar')} />
              ))}
            {puedeRechazar(fila) && (
              <Button size="small" variant="outlined" color="error" onClick={() => abrir('rechazar')}>
                Rechazar comprobante
              </Button>
            )}
          </Stack>
        )}
      </Seccion>
      {chat && (
        <>
          <Divider />
          <Seccion titulo="Mensajes con el comprador">{chat(venta.id)}</Seccion>
        </>
      )}
      <Divider />
      <Seccion titulo="Historial">
        <PedidoHistorial venta={venta} />
      </Seccion>

      <ConfirmDialog
        open={dialogo === 'estado' && siguiente !== null}
        title={siguiente ? `¿${ACCION_ESTADO[siguiente]}?` : ''}
        confirmLabel={siguiente ? ACCION_ESTADO[siguiente] : ''}
        pending={cambiar.isPending}
        error={cambiar.error?.message ?? null}
        onClose={cerrar}
        onConfirm={() =>
          siguiente &&
          cambiar.mutate(
            { id: venta.id, estado: siguiente },
            {
              onSuccess: () => {
                cerrar();
                notificar.exito(
                  `El pedido #${venta.numero} pasó a «${ESTADO_VENTA_LABEL[siguiente]}». Le avisamos a ${venta.compradorNombre}.`,
                );
              },
            },
          )
        }
      >
        <Typography>
          El pedido #{venta.numero} pasa de «{ESTADO_VENTA_LABEL[venta.estado]}» a «
          {siguiente ? ESTADO_VENTA_LABEL[siguiente] : ''}». {venta.compradorNombre} lo ve en sus pedidos.
        </Typography>
      </ConfirmDialog>
      <MotivoDialog
        open={dialogo === 'cancelar'}
        title={`Cancelar el pedido #${venta.numero}`}
        label="Motivo"
        requiredMessage={MENSAJES_VENTA.motivoCancelacion}
        confirmLabel="Cancelar venta"
        cancelLabel="Volver"
        destructive
        pending={cancelar.isPending}
        error={cancelar.error?.message ?? null}
        onClose={cerrar}
        onConfirm={(motivo) =>
          motivo &&
          cancelar.mutate(
            { id: venta.id, motivo },
            {
              onSuccess: () => {
                cerrar();
                notificar.exito(`Cancelaste el pedido #${venta.numero}. El stock volvió a tu tienda.`);
              },
            },
          )
        }
      >
        <Typography>
          {venta.compradorNombre} va a ver el motivo. Los productos vuelven al stock.
          {venta.pago.estado === 'aprobado' &&
            (venta.pago.metodo === 'MERCADO_PAGO'
              ? ' El pago se devuelve por Mercado Pago.'
              : ' Queda registrado que le devolvés el dinero de la transferencia.')}
        </Typography>
      </MotivoDialog>
      {venta.pago.metodo === 'TRANSFERENCIA' ? (
        <MotivoDialog
          open={dialogo === 'reembolsar'}
          title={`Reembolsar el pedido #${venta.numero}`}
          label="¿Cómo le devolviste el dinero?"
          requiredMessage={MENSAJES_VENTA.notaReembolso}
          confirmLabel="Registrar reembolso"
          cancelLabel="Volver"
          pending={reembolsar.isPending}
          error={reembolsar.error?.message ?? null}
          onClose={cerrar}
          onConfirm={(nota) =>
            nota &&
            reembolsar.mutate(
              { id: venta.id, nota },
              { onSuccess: () => (cerrar(), notificar.exito(`Registraste el reembolso del pedido #${venta.numero}.`)) },
            )
          }
        >
          <Typography>
            Devolvé {formatPrice(venta.montoTotal)} a {venta.compradorNombre} por transferencia y contá acá cómo lo
            hiciste.
            {venta.estado !== 'completado' &&
              venta.estado !== 'cancelado' &&
              ' El pedido se cancela y los productos vuelven al stock.'}
          </Typography>
        </MotivoDialog>
      ) : (
        <ConfirmDialog
          open={dialogo === 'reembolsar'}
          title={`¿Reembolsar el pedido #${venta.numero}?`}
          confirmLabel="Reembolsar"
          destructive
          pending={reembolsar.isPending}
          error={reembolsar.error?.message ?? null}
          onClose={cerrar}
          onConfirm={() =>
            reembolsar.mutate(
              { id: venta.id },
              {
                onSuccess: () => (
                  cerrar(),
                  notificar.exito(
                    `Mercado Pago le devolvió ${formatPrice(venta.montoTotal)} a ${venta.compradorNombre}.`,
                  )
                ),
              },
            )
          }
        >
          <Typography>
            Mercado Pago le devuelve {formatPrice(venta.montoTotal)} a {venta.compradorNombre}. Se hace una sola vez y
            no se puede deshacer.
            {venta.estado !== 'completado' &&
              venta.estado !== 'cancelado' &&
              ' El pedido se cancela y los productos vuelven al stock.'}
          </Typography>
        </ConfirmDialog>
      )}
      <TransferenciaDialogos
        venta={{ ...venta, ...fila }}
        accion={dialogo === 'confirmar' || dialogo === 'rechazar' ? dialogo : null}
        onClose={cerrar}
      />
    </>
  );
}

const METODO = { MERCADO_PAGO: 'Mercado Pago', TRANSFERENCIA: 'Transferencia bancaria' } as const;

function Pago({ venta, emprendimientoId }: { venta: Venta; emprendimientoId: string }) {
  const mp = useEstadoMercadoPago(emprendimientoId);
  return (
    <Stack spacing={0.75}>
      <Typography>
        {METODO[venta.pago.metodo]} · <strong>{formatPrice(venta.montoTotal)}</strong>
      </Typography>
      {venta.pago.metodo === 'MERCADO_PAGO' && mp.data && (
        <Typography variant="body2" color="text.secondary">
          {mp.data.mensaje}
        </Typography>
      )}
      <PagosDevueltos venta={venta} para="vendedor" />
      {venta.pago.transferencia?.motivoRechazo && (
        <Typography variant="body2" color="error">
          Rechazaste el comprobante: {venta.pago.transferencia.motivoRechazo}
        </Typography>
      )}
      {venta.reembolso && (
        <Alert severity={venta.reembolso.estado === 'fallido' ? 'error' : 'success'}>
          {venta.reembolso.estado === 'hecho'
            ? `Reembolsado: ${formatPrice(venta.reembolso.monto)} el ${formatDateTime(venta.reembolso.fecha)}.`
            : venta.reembolso.estado === 'pendiente'
              ? 'Reembolso en curso con Mercado Pago.'
              : 'Mercado Pago no pudo hacer el reembolso: probá de nuevo.'}
          {venta.reembolso.nota ? ` ${venta.reembolso.nota}` : ''}
        </Alert>
      )}
    </Stack>
  );
}

function VerComprobante({ id, numero }: { id: string; numero: number }) {
  const [abriendo, setAbriendo] = useState(false);
  const notificar = useNotificar();
  return (
    <Button
      size="small"
      disabled={abriendo}
      onClick={() => {
        setAbriendo(true);
        verComprobanteVenta(id)
          .catch((e: Error) => notificar.error(e.message))
          .finally(() => setAbriendo(false));
      }}
      aria-label={`Ver comprobante del pedido #${numero} (se abre en una pestaña nueva)`}
    >
      {abriendo ? 'Abriendo...' : 'Ver comprobante'}
    </Button>
  );
}
