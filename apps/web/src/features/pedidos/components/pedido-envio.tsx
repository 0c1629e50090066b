import { Box, Stack, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { Venta } from '@feria/contracts';
import { SeguimientoLinea } from '../../../components/ui/venta/seguimiento-envio';
import { PedidoDireccion } from '../../../components/ui/venta/venta-resumen';
import { formatLugar } from '../../../lib/format';

/**
 * docs/producto/envios-pantallas.md#el-comprador: the buyer's 'Envío' section. A shipped order
 * says it is on its way with the carrier, the code and 'Seguir envío'; a pickup order says where
 * and when to pick it up; then where it goes, as the order copied it.
 */
export function PedidoEnvio({ venta }: { venta: Venta }) {
  const e = venta.envio;
  const s = venta.seguimiento ?? null;
  if (e?.tipo === 'RETIRO' && e.retiro) {
    const d = e.retiro.direccion;
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StorefrontOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Box component="address" sx={{ fontStyle: 'normal', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            Retirá tu pedido en {d.calle} {d.numero}, {formatLugar(d.ciudad, d.provincia)}
          </Typography>
          <Typography>Horarios: {e.retiro.horarios}</Typography>
          <Typography color="text.secondary">{/retir/i.test(e.nombre) ? e.nombre : `Retiro: ${e.nombre}`}</Typography>
          {(venta.estado === 'listo' || venta.estado === 'pendiente' || venta.estado === 'preparando') && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {venta.estado === 'listo'
                ? 'Tu pedido ya está listo: podés pasar a buscarlo.'
                : 'Te avisamos cuando esté listo para retirar.'}
            </Typography>
          )}
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {s && (
        <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
          <SeguimientoLinea
            seguimiento={s}
            titulo={venta.estado === 'completado' ? 'Tu pedido fue enviado' : 'Tu pedido está en camino'}
          />
        </Box>
      )}
      <PedidoDireccion venta={venta} />
    </Stack>
  );
}
