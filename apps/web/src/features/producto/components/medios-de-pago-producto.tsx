import { Typography } from '@mui/material';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { textoMediosDePago, type MediosDePago } from '@feria/contracts';

/** docs/producto/pagos.md#medios-de-pago: what the shop takes, near the price and the buy button. */
export function MediosDePagoProducto({ medios }: { medios: MediosDePago }) {
  return (
    <Typography
      variant="body2"
      data-testid="medios-de-pago"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', overflowWrap: 'anywhere' }}
    >
      <PaymentsOutlinedIcon fontSize="small" aria-hidden />
      {textoMediosDePago(medios)}
    </Typography>
  );
}
