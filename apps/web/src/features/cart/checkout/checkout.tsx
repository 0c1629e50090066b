import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Divider,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  envioDomicilioGratis,
  formatPrice,
  hasFreeShipping,
  umbralEnvioGratis,
  type Comprador,
  type DireccionEnvio,
  type MetodoPago,
  type Provincia,
  type Venta,
} from '@feria/contracts';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { ImagenSegura } from '../../../components/ui/imagen-segura';
import { LoadingState, ErrorState } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { campoDelError } from '../../../lib/form-errors';
import { formatLugar } from '../../../lib/format';
import { textoCantidadAjustada } from '../aviso-carrito';
import { AvisosCarrito } from '../components/avisos-carrito';
import { useAppDispatch, useAppSelector } from '../store/cart-hooks';
import { selectGroups, selectSelectedGroup } from '../store/cart-selectors';
import { cartActions, productoDe } from '../store/cart-slice';
import { useRefrescarCarrito } from '../use-refrescar-carrito';
import { DireccionEnvioForm, direccionValues } from './direccion-envio';
import { useCrearVenta } from './use-crear-venta';
import { CuponField } from './cupon-field';
import { useCupon } from './use-cupon';
import { MetodoPagoCard } from './metodo-pago';
import { useMediosDePago } from '../use-medios-de-pago';
import { montoDeMetodo } from '../envio/envio-texto';
import { useEnviosDeTienda } from '../envio/use-envios';
import { EntregaCard, provinciaDeEntrega, useDireccionesCheckout, type EleccionEntrega } from './entrega';

/** docs/producto/envios.md#costo-en-el-pedido: refusals that mean the methods changed under the buyer. */
const ENVIO_CAMBIO = ['METODO_ENVIO_NO_DISPONIBLE', 'ENVIO_SIN_COBERTURA', 'ENVIO_DIRECCION_REQUERIDA'];

/** The server's refusal of Mercado Pago for a shop without its account connected (docs/producto/pagos.md#medios-de-pago). */
const MP_NO_CONECTADO = 'MERCADO_PAGO_NO_CONECTADO';

/** Checkout fields a server refusal can name: the coupon code has its own field and message. */
const CAMPOS_DEL_SERVIDOR = ['codigoCupon'] as const;

// docs/producto/rutas.md#tabla-de-rutas checkout (buyer area): the selected group's lines (read-only, docs/producto/roles.md#permisos), the shipping
// address from the buyer profile (another one for this order if wanted), the payment method and
// the totals. The server prices the order again from the database; the cart shows what it knows.

export interface CheckoutProps {
  perfil: { data?: Comprador | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  provincias: OptionsSource<Provincia>;
  /** Where to go once the order exists (Mercado Pago's checkout, or the order's page). */
  onOrderPlaced: (venta: Venta) => void;
  /** Open the cart drawer (to choose another group). */
  onOpenCart: () => void;
  onContinueShopping: () => void;
  /** On top of every state, the empty cart too: the buyer's order waiting for its payment (composed by the route). */
  aviso?: ReactNode;
}

export function Checkout({ perfil, provincias, onOrderPlaced, onOpenCart, onContinueShopping, aviso }: CheckoutProps) {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const grupo = useAppSelector(selectSelectedGroup);
  const todosLosAvisos = useAppSelector((s) => s.cart.avisos);
  const refrescar = useRefrescarCarrito();
  const crear = useCrearVenta();
  const [metodo, setMetodo] = useState<MetodoPago>('MERCADO_PAGO');
  // docs/producto/pagos.md#medios-de-pago: a shop without Mercado Pago is paid by transfer. Unknown
  // (still loading, or unreadable) offers both: the server has the last word.
  const medios = useMediosDePago(grupo?.emprendimientoId);
  const [rechazoMp, setRechazoMp] = useState<{ emprendimientoId: string; mensaje: string } | null>(null);
  const [otraDireccion, setOtraDireccion] = useState(false);
  const [direccion, setDireccion] = useState<DireccionEnvio | null>(null);
  const onDireccion = useCallback((d: DireccionEnvio | null) => setDireccion(d), []);
  // docs/producto/envios-pantallas.md#entrega: the method and the saved address, the default first.
  const direcciones = useDireccionesCheckout();
  const [entrega, setEntrega] = useState<EleccionEntrega>({ idMetodo: null, idDireccion: null });
  const porDefecto = direcciones.data?.find((d) => d.predeterminada) ?? direcciones.data?.[0];
  const idDireccion = entrega.idDireccion ?? porDefecto?.id ?? null;
  const idProvincia = perfil.data
    ? provinciaDeEntrega(direcciones.data, idDireccion, perfil.data.direccion.idProvincia)
    : null;
  const envios = useEnviosDeTienda(grupo?.emprendimientoId, direcciones.isPending ? null : idProvincia);
  const metodos = envios.data?.metodos;
  // A method that does not reach the new province (or left the shop) is not kept: the first one is chosen.
  // Home delivery comes chosen when the shop has it (docs/producto/envios-pantallas.md#entrega).
  const metodoElegido0 =
    metodos?.find((m) => m.id === entrega.idMetodo) ??
    metodos?.find((m) => m.tipo === 'DOMICILIO') ??
    metodos?.[0] ??
    null;
  const cupon = useCupon({
    emprendimientoId: grupo?.emprendimientoId ?? '',
    montoTotal: grupo?.subtotal ?? 0,
    cantidadProductos: grupo?.totalItems ?? 0,
    compradorId: perfil.data?.userId ?? '',
  });

  // docs/producto/carrito.md#estado-del-carrito: the cart is read-only while the buyer is here; leaving resets the group-change flow.
  useEffect(() => {
    dispatch(cartActions.enterCheckout());
    return () => {
      dispatch(cartActions.exitCheckout());
    };
  }, [dispatch]);
  // Prices and stock as the server has them now, before paying.
  useEffect(() => {
    void refrescar();
  }, [refrescar]);

  // Just placed: the page is on its way to the payment or the order; nothing else to offer here.
  // Back from Mercado Pago may bring this very page back from the browser's cache, order placed
  // and cart emptied: then the order waiting for its payment is what the buyer needs to see.
  const arriba = crear.isSuccess ? null : aviso;
  const { reset } = crear;
  useEffect(() => {
    const alVolver = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener('pageshow', alVolver);
    return () => window.removeEventListener('pageshow', alVolver);
  }, [reset]);
  const descartar = (id: string | null) => dispatch(cartActions.dismissAvisos(id));

  if (groups.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">Checkout</Typography>
        {arriba}
        <AvisosCarrito avisos={todosLosAvisos} onEntendido={() => descartar(null)} />
        <Alert severity="info">Tu carrito está vacío. Agregá productos para hacer un pedido.</Alert>
        <Button variant="contained" onClick={onContinueShopping}>
          Continuar comprando
        </Button>
      </Stack>
    );
  }
  if (!grupo) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">Checkout</Typography>
        {arriba}
        <Alert severity="info">Selecciona un emprendimiento para proceder con el checkout.</Alert>
        <Button variant="contained" onClick={onOpenCart}>
          Elegir emprendimiento
        </Button>
      </Stack>
    );
  }
  if (perfil.isPending) return <LoadingState />;
  if (perfil.isError || !perfil.data)
    return <ErrorState message="No pudimos cargar tu dirección de envío." onRetry={() => void perfil.refetch()} />;

  const conDescuentos = grupo.subtotal;
  const listaTotal = grupo.subtotal + grupo.savings;
  // Free shipping on the products' price: a coupon never takes it away (decision 035).
  const envioGratis = hasFreeShipping(conDescuentos);
  const cuponAplicado = cupon.estado.tipo === 'aplicado' ? cupon.estado.validacion : null;
  const conCupon = conDescuentos - (cuponAplicado?.montoDescuentoAplicado ?? 0);
  // Decision 086: the shop's home delivery that reaches this province says from which amount it is
  // free (its lowest threshold); without home delivery there is nothing to promise.
  const domicilios = (metodos ?? []).filter(
    (m): m is Extract<typeof m, { tipo: 'DOMICILIO' }> => m.tipo === 'DOMICILIO' && m.costo !== null,
  );
  const gratisDesde = umbralEnvioGratis(domicilios);
  const faltaParaGratis =
    gratisDesde !== null &&
    !domicilios.some((m) => envioDomicilioGratis({ conDescuentos, total: conCupon }, m.gratisDesde));
  // docs/producto/envios-pantallas.md#resumen: the cost shown before paying, with the server's rules;
  // the order's montoEnvio is the truth once it exists.
  const montoEnvio = metodoElegido0 ? montoDeMetodo(metodoElegido0, { conDescuentos, conCupon }) : null;
  const total = conCupon + (montoEnvio ?? 0);
  // Shops with no method, or only 'a coordinar', keep the profile address block of before.
  const conEntrega = Boolean(metodos?.some((m) => m.tipo !== 'A_COORDINAR'));
  // Confirming waits for the methods (a choice is never made for the buyer while they load).
  const envioPendiente = direcciones.isPending || envios.isLoading;
  const faltaDireccion = metodoElegido0?.tipo === 'DOMICILIO' && !idDireccion;
  const direccionLista = (conEntrega || !otraDireccion || direccion !== null) && !faltaDireccion && !envioPendiente;
  const textoEnvio =
    metodoElegido0 === null || montoEnvio === null
      ? envioGratis && !metodoElegido0
        ? 'Gratis'
        : 'A coordinar con el emprendimiento'
      : montoEnvio === 0
        ? 'Gratis'
        : formatPrice(montoEnvio);
  const d = perfil.data.direccion;
  const avisos = todosLosAvisos.filter((a) => a.emprendimientoId === grupo.emprendimientoId);
  const pedida = (id: string) => {
    const a = avisos.find((x) => x.id === id && x.tipo === 'cantidad');
    return a?.tipo === 'cantidad' ? a.antes : undefined;
  };
  const fallo =
    crear.error instanceof ApiError ? crear.error : crear.error ? new ApiError('No pudimos crear tu pedido', 0) : null;
  // A refusal naming the coupon code (its `campo`) is explained by the coupon field itself
  // (docs/producto/errores.md#cómo-llega-un-error); one refusing Mercado Pago, at the payment choice.
  // A refusal naming one item (`campo` 'items.N': a variant sold out, disabled or missing,
  // docs/producto/variantes.md) is said on that line.
  const lineaConError = /^items\.(\d+)/.exec(fallo?.campo ?? '')?.[1];
  const error =
    campoDelError(fallo, CAMPOS_DEL_SERVIDOR) || fallo?.codigo === MP_NO_CONECTADO || lineaConError !== undefined
      ? null
      : fallo;
  const rechazo = rechazoMp?.emprendimientoId === grupo.emprendimientoId ? rechazoMp.mensaje : null;
  const tomaMercadoPago = !rechazo && (medios.data?.includes('MERCADO_PAGO') ?? true);
  // Derived, not stored: a transfer-only shop has transfer chosen, whatever was picked before.
  const metodoElegido: MetodoPago = tomaMercadoPago ? metodo : 'TRANSFERENCIA';

  const confirmar = () => {
    crear.mutate(
      {
        emprendimientoId: grupo.emprendimientoId,
        items: grupo.items.map((i) => ({
          idProducto: productoDe(i),
          ...(i.idVariante ? { idVariante: i.idVariante } : {}),
          cantidad: i.quantity,
        })),
        metodoPago: metodoElegido,
        ...(!conEntrega && otraDireccion && direccion ? { direccionEnvio: direccion } : {}),
        ...(metodoElegido0
          ? {
              envio: {
                idMetodo: metodoElegido0.id,
                ...(metodoElegido0.tipo === 'DOMICILIO' && idDireccion ? { idDireccion } : {}),
              },
            }
          : {}),
        ...(cuponAplicado ? { codigoCupon: cuponAplicado.codigoCupon } : {}),
      },
      {
        onSuccess: (venta) => {
          // docs/producto/carrito.md#panel-del-carrito tip: this group leaves the cart; the others stay for their own checkout.
          dispatch(cartActions.removeGroup(grupo.emprendimientoId));
          onOrderPlaced(venta);
        },
        onError: (e) => {
          // Stock or availability changed since the cart last looked: apply it, and the notices by
          // the button say which lines changed before the buyer confirms again (docs/producto/carrito.md#cambios).
          if (
            e instanceof ApiError &&
            (e.codigo === 'STOCK_INSUFICIENTE' ||
              e.codigo === 'PRODUCTO_NO_DISPONIBLE' ||
              e.codigo?.startsWith('VARIANTE_'))
          )
            void refrescar();
          // The coupon stopped applying (used up, expired, amount): say so by the coupon field.
          // The shop stopped taking Mercado Pago since its page was read: say so at the payment
          // choice, move to transfer and read its methods again; everything typed stays.
          // The shop changed its methods (or they stopped reaching the address): the message says
          // which; the methods are read again for the buyer to choose (docs/producto/envios-pantallas.md#entrega).
          if (e instanceof ApiError && ENVIO_CAMBIO.includes(e.codigo ?? '')) {
            setEntrega((x) => ({ ...x, idMetodo: null }));
            void envios.refetch();
          }
          if (e instanceof ApiError && e.codigo === MP_NO_CONECTADO) {
            setRechazoMp({ emprendimientoId: grupo.emprendimientoId, mensaje: e.message });
            void medios.refetch();
          }
          if (cuponAplicado && campoDelError(e, CAMPOS_DEL_SERVIDOR) === 'codigoCupon')
            cupon.rechazado(cuponAplicado.codigoCupon, e);
        },
      },
    );
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">Checkout</Typography>
        <Typography color="text.secondary">
          Pedido a <strong>{grupo.emprendimientoName}</strong>
          {groups.length > 1 && (
            <>
              {' · '}
              <Button size="small" onClick={onOpenCart} sx={{ verticalAlign: 'baseline' }}>
                Cambiar grupo
              </Button>
            </>
          )}
        </Typography>
      </Box>
      {arriba}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                Productos
              </Typography>
              <Stack component="ul" divider={<Divider />} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {grupo.items.map((i, n) => (
                  <Box component="li" key={i.id} sx={{ display: 'flex', gap: 1.5, py: 1.5, alignItems: 'center' }}>
                    <Box
                      sx={{
                        width: 56,
                        height: 56,
                        flexShrink: 0,
                        borderRadius: 1,
                        overflow: 'hidden',
                        bgcolor: 'action.hover',
                      }}
                    >
                      <ImagenSegura
                        src={i.image ?? null}
                        alt=""
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                      />
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{i.name}</Typography>
                      {i.variante && (
                        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                          {i.variante}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {i.quantity} × {formatPrice(i.price)} c/u
                      </Typography>
                      {lineaConError === String(n) && fallo && (
                        <Typography variant="body2" role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
                          {fallo.message}
                        </Typography>
                      )}
                      {pedida(i.id) !== undefined && (
                        <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
                          {textoCantidadAjustada(pedida(i.id)!)}
                        </Typography>
                      )}
                    </Box>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatPrice(i.price * i.quantity)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </CardContent>
          </Card>

          {conEntrega ? (
            <EntregaCard
              montos={{ conDescuentos, conCupon }}
              provincias={provincias}
              inicialDireccion={{
                alias: 'Casa',
                destinatario: `${perfil.data.nombre} ${perfil.data.apellido}`,
                telefono: perfil.data.telefono,
                ciudad: d.ciudad,
                idProvincia: String(d.idProvincia),
              }}
              eleccion={{ idMetodo: metodoElegido0?.id ?? null, idDireccion }}
              onChange={setEntrega}
              metodos={metodos}
              envios={envios}
              direcciones={direcciones}
              disabled={crear.isPending}
            />
          ) : (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                  Envío
                </Typography>
                <Typography>
                  {d.calle} {d.numero}
                  {d.pisoDepto ? `, ${d.pisoDepto}` : ''}
                </Typography>
                <Typography color="text.secondary">
                  {formatLugar(d.ciudad, d.provincia)} ({d.codigoPostal})
                </Typography>
                {envios.isError && (
                  <Alert
                    severity="warning"
                    sx={{ my: 1 }}
                    action={
                      <Button color="inherit" size="small" onClick={() => void envios.refetch()}>
                        Reintentar
                      </Button>
                    }
                  >
                    No pudimos cargar las formas de entrega de este emprendimiento.
                  </Alert>
                )}
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={<Checkbox checked={otraDireccion} onChange={(e) => setOtraDireccion(e.target.checked)} />}
                  label="Enviar este pedido a otra dirección"
                />
                {otraDireccion && (
                  <Box sx={{ mt: 1 }}>
                    <DireccionEnvioForm inicial={direccionValues(d)} provincias={provincias} onChange={onDireccion} />
                  </Box>
                )}
              </CardContent>
            </Card>
          )}

          <MetodoPagoCard
            value={metodoElegido}
            onChange={setMetodo}
            mercadoPago={tomaMercadoPago}
            rechazo={rechazo}
            disabled={crear.isPending}
          />
        </Stack>

        <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
              Resumen
            </Typography>
            <Stack spacing={1}>
              <Fila
                label={`Subtotal (${grupo.totalItems} ${grupo.totalItems === 1 ? 'producto' : 'productos'})`}
                value={formatPrice(listaTotal)}
              />
              {grupo.savings > 0 && (
                <Fila label="Ahorras en total" value={`− ${formatPrice(grupo.savings)}`} color="success.main" />
              )}
              {cuponAplicado && (
                <Fila
                  label={`Cupón ${cuponAplicado.codigoCupon}`}
                  value={`− ${formatPrice(cuponAplicado.montoDescuentoAplicado)}`}
                  color="success.main"
                />
              )}
              <Fila label="Envío" value={textoEnvio} />
              <Divider />
              <Fila label="Total" value={formatPrice(total)} strong />
            </Stack>
            {faltaParaGratis && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Envío gratis desde {formatPrice(gratisDesde)}.
              </Typography>
            )}
            <Box sx={{ mt: 2 }}>
              <CuponField
                estado={cupon.estado}
                validando={cupon.validando}
                disabled={crear.isPending}
                onAplicar={cupon.aplicar}
                onQuitar={cupon.quitar}
              />
            </Box>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {error.message}
                {error.detalle ? ` ${error.detalle}` : ''}
              </Alert>
            )}
            {/* By the button: what changed is read before paying, never applied silently. */}
            <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
              <AvisosCarrito
                avisos={avisos}
                titulo="Cambió tu pedido: revisalo antes de pagar"
                onEntendido={() => descartar(grupo.emprendimientoId)}
              />
            </Box>
            <Button
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              startIcon={<LockOutlinedIcon />}
              disabled={crear.isPending || !direccionLista}
              onClick={confirmar}
            >
              {crear.isPending
                ? 'Creando tu pedido…'
                : metodoElegido === 'MERCADO_PAGO'
                  ? 'Pagar con Mercado Pago'
                  : 'Confirmar pedido'}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              El total final lo calcula Feria con los precios vigentes al confirmar. Los productos quedan reservados
              mientras pagás.
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}

function Fila({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, color }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}
