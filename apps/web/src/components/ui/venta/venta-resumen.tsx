import { Box, Divider, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { FREE_SHIPPING_THRESHOLD, formatPrice, type Venta } from '@feria/contracts';
import { visuallyHidden } from '../visually-hidden';
import { formatLugar } from '../../../lib/format';

function Fila({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    // The total is set apart by a rule above it (a border: a <hr> may not sit inside a <dl>).
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        color,
        ...(strong ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {}),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400, flexShrink: 0 }}>
        {label}
      </Typography>
      {/* Amounts never break; a text value ('A coordinar…') wraps at 360 px. */}
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: strong ? 700 : 500,
          textAlign: 'right',
          minWidth: 0,
          whiteSpace: value.startsWith('$') || value.startsWith('−') ? 'nowrap' : 'normal',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The order's lines as bought (price then, discount then) and its totals. */
export function PedidoLineas({ venta }: { venta: Venta }) {
  return (
    <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {venta.items.map((i) => (
        <Box
          component="li"
          key={`${i.idProducto}~${i.idVariante ?? ''}`}
          sx={{ display: 'flex', gap: 1.5, py: 1.25, alignItems: 'baseline' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{i.nombre}</Typography>
            {/* docs/producto/variantes.md#compra: the variant as it was bought ('Talle 38 · Negro'). */}
            {i.variante && (
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {i.variante}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {i.cantidad} × {formatPrice(i.precioUnitario)} c/u
              {i.porcentajeDescuento > 0 && (
                <>
                  {' · '}
                  <Box component="s" aria-hidden>
                    {formatPrice(i.precioLista)}
                  </Box>
                  <Box component="span" sx={visuallyHidden}>
                    antes {formatPrice(i.precioLista)},
                  </Box>{' '}
                  <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                    {i.descuento?.tipo === 'VALOR_FIJO'
                      ? `${formatPrice(i.descuento.valor)} OFF`
                      : `${Math.round(i.porcentajeDescuento)}% OFF`}
                  </Box>
                </>
              )}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(i.subtotal)}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Subtotal at list prices, what the discounts saved, shipping and the total the buyer pays. */
export function PedidoTotales({ venta }: { venta: Venta }) {
  const unidades = venta.items.reduce((t, i) => t + i.cantidad, 0);
  return (
    <>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Fila
          label={`Subtotal (${unidades} ${unidades === 1 ? 'producto' : 'productos'})`}
          value={formatPrice(venta.subtotal)}
        />
        {venta.ahorro > 0 && <Fila label="Ahorrás" value={`− ${formatPrice(venta.ahorro)}`} color="success.main" />}
        {venta.cupon && venta.descuentoCupon > 0 && (
          <Fila
            label={`Cupón ${venta.cupon.codigoCupon}${venta.cupon.tipo === 'PORCENTAJE' ? ` (${venta.cupon.valor}%)` : ''}`}
            value={`− ${formatPrice(venta.descuentoCupon)}`}
            color="success.main"
          />
        )}
        <Fila label="Envío" value={textoEnvio(venta)} />
        <Fila label="Total" value={formatPrice(venta.montoTotal)} strong />
      </Stack>
      {venta.envioGratis && venta.montoEnvio === 0 && venta.envio?.tipo !== 'RETIRO' && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, display: 'flex', gap: 0.75, alignItems: 'center' }}
        >
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden />
          {venta.envio
            ? 'Envío gratis para este pedido.'
            : `Envío gratis: el pedido supera ${formatPrice(FREE_SHIPPING_THRESHOLD)}.`}
        </Typography>
      )}
    </>
  );
}

/**
 * docs/producto/envios-pantallas.md#pedido: what delivery costs in this order, as the server
 * copied it ('$ 3.500', 'Gratis', 'A coordinar con el emprendimiento').
 */
function textoEnvio(venta: Venta): string {
  if (venta.montoEnvio > 0) return formatPrice(venta.montoEnvio);
  if (venta.envio?.tipo === 'RETIRO') return 'Gratis (retiro)';
  if (venta.envio?.tipo === 'DOMICILIO' || venta.envioGratis) return 'Gratis';
  return 'A coordinar con el emprendimiento';
}

/** Where the order goes: the delivery chosen at checkout (method, address or pickup place), else the address. */
export function PedidoDireccion({ venta }: { venta: Venta }) {
  const e = venta.envio;
  if (e?.tipo === 'RETIRO' && e.retiro) {
    const r = e.retiro;
    return (
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography sx={{ fontWeight: 600 }}>{/retir/i.test(e.nombre) ? e.nombre : `Retiro: ${e.nombre}`}</Typography>
        <Typography>
          {r.direccion.calle} {r.direccion.numero}
        </Typography>
        <Typography color="text.secondary">{formatLugar(r.direccion.ciudad, r.direccion.provincia)}</Typography>
        <Typography color="text.secondary">Horarios: {r.horarios}</Typography>
      </Box>
    );
  }
  if (e?.tipo === 'DOMICILIO' && e.direccion) {
    const d = e.direccion;
    const demora =
      e.diasMin !== undefined && e.diasMax !== undefined
        ? e.diasMin === e.diasMax
          ? ` · llega en ${e.diasMax} días hábiles`
          : ` · llega entre ${e.diasMin} y ${e.diasMax} días hábiles`
        : '';
    return (
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {/* A method named 'Envío a domicilio' is not said twice. */}
          {/domicilio/i.test(e.nombre) ? e.nombre : `Envío a domicilio: ${e.nombre}`}
          {demora}
        </Typography>
        <Typography>
          {d.calle} {d.numero}
          {d.piso ? `, piso ${d.piso}` : ''}
          {d.depto ? `, depto ${d.depto}` : ''}
        </Typography>
        <Typography color="text.secondary">
          {formatLugar(d.ciudad, d.provincia)} ({d.codigoPostal})
        </Typography>
        <Typography color="text.secondary">
          Recibe {d.destinatario} · {d.telefono}
        </Typography>
        {d.indicaciones && <Typography color="text.secondary">{d.indicaciones}</Typography>}
      </Box>
    );
  }
  const d = venta.direccionEnvio;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography>
        {d.calle} {d.numero}
        {d.pisoDepto ? `, ${d.pisoDepto}` : ''}
      </Typography>
      <Typography color="text.secondary">
        {formatLugar(d.ciudad, d.provincia)} ({d.codigoPostal})
      </Typography>
    </Box>
  );
}
