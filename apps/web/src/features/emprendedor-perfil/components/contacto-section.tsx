import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { EmprendimientoInput, EmprendimientoInputParsed } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { FormTextField } from '../../../components/ui/form-text-field';

/**
 * Contact before buying (decision 040): optional WhatsApp, Instagram and public e-mail, shown in
 * the shop's 'Contacto' block and behind 'Consultá por este producto'. The contract validates and
 * normalises them (the same rules on the server).
 */
export function ContactoSection({
  control,
}: {
  control: Control<EmprendimientoInput, unknown, EmprendimientoInputParsed>;
}) {
  return (
    <FormSection
      title="Contacto"
      description="Opcional. Para que los compradores te consulten antes de comprar: aparecen en tu tienda y en el botón «Consultá por este producto»."
    >
      <FormTextField
        control={control}
        name="whatsapp"
        label="WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        helperText="Con código de área, como lo escribirías: 11 2345-6789, 0351 15-123-4567 o +54 9 11 2345-6789."
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="instagram"
          label="Instagram"
          autoComplete="off"
          helperText="Tu usuario (@mitienda) o el enlace a tu perfil."
        />
        <FormTextField
          control={control}
          name="emailPublico"
          label="E-mail público"
          type="email"
          autoComplete="email"
          helperText="Para consultas; puede ser distinto del de tu cuenta."
        />
      </Box>
    </FormSection>
  );
}
