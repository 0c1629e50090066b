import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { formatPrice } from '@feria/contracts';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { MediosDePagoGrupo } from './medios-de-pago-grupo';
import { EnvioEstimado } from '../envio/envio-estimado';

// docs/producto/carrito.md#panel-del-carrito summary and the two buttons.

export interface CartSummaryProps {
  subtotal: number;
  totalItems: number;
  savings: number;
  checkoutLabel: string;
  checkoutDisabled: boolean;
  inCheckout: boolean;
  onCheckout: () => void;
  onContinue: () => void;
  /** The shop these items belong to: the summary says what it takes (docs/producto/pagos.md#medios-de-pago). */
  idEmprendimiento?: string | undefined;
}

export function CartSummary({
  subtotal,
  totalItems,
  savings,
  checkoutLabel,
  checkoutDisabled,
  inCheckout,
  onCheckout,
  onContinue,
  idEmprendimiento,
}: CartSummaryProps) {
  return (
    <Box sx={{ px: 2.5, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Stack spacing={0.75}>
        <Row
          label={`Subtotal (${totalItems} ${totalItems === 1 ? 'producto' : 'productos'})`}
          value={formatPrice(subtotal + savings)}
        />
        {savings > 0 && <Row label="Ahorras en total" value={`− ${formatPrice(savings)}`} color="success.main" />}
        <Divider />
        <Row label="Total" value={formatPrice(subtotal)} strong />
        <MediosDePagoGrupo idEmprendimiento={idEmprendimiento} />
        {/* docs/producto/envios-pantallas.md#linea-de-envio: delivery is paid on top, chosen at checkout. */}
        {idEmprendimiento && !inCheckout && <EnvioEstimado idEmprendimiento={idEmprendimiento} monto={subtotal} />}
      </Stack>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" size="large" fullWidth disabled={checkoutDisabled} onClick={onCheckout}>
          {checkoutLabel}
        </Button>
        {inCheckout ? (
          <LiteTooltip title="No disponible durante checkout">
            <span>
              <Button variant="outlined" fullWidth disabled>
                Continuar comprando
              </Button>
            </span>
          </LiteTooltip>
        ) : (
          <Button variant="outlined" fullWidth onClick={onContinue}>
            Continuar comprando
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function Row({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, color }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? '1.125rem' : undefined }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.125rem' : undefined, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
