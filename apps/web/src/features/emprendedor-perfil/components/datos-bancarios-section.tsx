import { Alert, Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { EmprendimientoInput, EmprendimientoInputParsed } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { FormTextField } from '../../../components/ui/form-text-field';
import { CbuField } from './cbu-field';

/** Bank details, with why they are asked: buyers who pay by transfer send the money there. */
export function DatosBancariosSection({
  control,
}: {
  control: Control<EmprendimientoInput, unknown, EmprendimientoInputParsed>;
}) {
  return (
    <FormSection
      title="Datos bancarios"
      description="Para cobrar tus ventas por transferencia: cuando un comprador elige pagar así, le mostramos estos datos para que te envíe el dinero directo a tu cuenta. No aparecen en tu tienda pública."
    >
      <FormTextField control={control} name="titular" label="Titular de la cuenta" required autoComplete="name" />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="cuit"
          label="CUIT o CUIL del titular"
          required
          helperText="11 dígitos, con o sin guiones (20-12345678-6)"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 13 } }}
        />
        <FormTextField
          control={control}
          name="alias"
          label="Alias"
          required
          helperText="De 6 a 20 caracteres: letras, números, puntos o guiones"
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 20 } }}
        />
      </Box>
      <CbuField control={control} />
      <Alert severity="info" variant="outlined" role="note">
        Revisá que el CBU/CVU y el alias sean de la misma cuenta y que el titular coincida con el CUIT.
      </Alert>
    </FormSection>
  );
}
