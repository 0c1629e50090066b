import { Typography } from '@mui/material';
import { textoMediosDePago } from '@feria/contracts';
import { useMediosDePago } from '../use-medios-de-pago';

/**
 * 'Medios de pago: Mercado Pago y transferencia' or 'Este emprendimiento cobra solo por
 * transferencia' for one shop of the cart. Nothing while it loads or when it cannot be read: the
 * checkout still offers only what the shop takes.
 */
export function MediosDePagoGrupo({ idEmprendimiento }: { idEmprendimiento: string | undefined }) {
  const { data } = useMediosDePago(idEmprendimiento);
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="medios-de-pago">
      {textoMediosDePago(data)}
    </Typography>
  );
}
