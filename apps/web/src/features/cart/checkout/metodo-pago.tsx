import { Alert, Box, Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { MetodoPago } from '@feria/contracts';

// docs/producto/pagos.md#medios-de-pago: the payment choice of the checkout. A shop that does not
// take Mercado Pago shows it disabled with the reason, and transfer is the choice.

const METODOS: { value: MetodoPago; label: string; detalle: string }[] = [
  {
    value: 'MERCADO_PAGO',
    label: 'Mercado Pago',
    detalle: 'Tarjeta, dinero en cuenta o efectivo. Te llevamos a Mercado Pago para pagar.',
  },
  {
    value: 'TRANSFERENCIA',
    label: 'Transferencia bancaria',
    detalle: 'Te mostramos el CBU y el alias del emprendimiento; después subís el comprobante.',
  },
];

export const SOLO_TRANSFERENCIA = 'Este emprendimiento cobra solo por transferencia.';

export interface MetodoPagoProps {
  value: MetodoPago;
  onChange: (m: MetodoPago) => void;
  /** False when the shop does not take Mercado Pago (or the server just said so). */
  mercadoPago: boolean;
  /** The server's refusal of Mercado Pago for this shop, shown here rather than by the button. */
  rechazo?: string | null | undefined;
  disabled?: boolean;
}

export function MetodoPagoCard({ value, onChange, mercadoPago, rechazo, disabled }: MetodoPagoProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" id="metodo-pago" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Método de pago
        </Typography>
        {rechazo && (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {rechazo}
          </Alert>
        )}
        <RadioGroup
          aria-labelledby="metodo-pago"
          value={value}
          onChange={(e) => onChange(e.target.value as MetodoPago)}
        >
          {METODOS.map((m) => {
            const noDisponible = m.value === 'MERCADO_PAGO' && !mercadoPago;
            return (
              <FormControlLabel
                key={m.value}
                value={m.value}
                control={<Radio />}
                disabled={disabled || noDisponible}
                sx={{ alignItems: 'flex-start', py: 0.5 }}
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography sx={{ fontWeight: 600 }}>{m.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {noDisponible ? `No disponible: ${SOLO_TRANSFERENCIA.toLowerCase()}` : m.detalle}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
