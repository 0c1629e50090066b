import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { compradorInput, type Comprador, type CompradorInput, type Provincia } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { FormSelectField, optionsFrom, type OptionsSource } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';

export type CompradorFormValues = z.input<typeof compradorInput>;

const EMPTY: CompradorFormValues = {
  nombre: '',
  apellido: '',
  dni: '',
  telefono: '',
  direccion: { calle: '', numero: '', pisoDepto: '', ciudad: '', idProvincia: '', codigoPostal: '' },
};

/** Form values from a saved record (mi-perfil) or from the identity names (complete-profile). */
export function compradorFormValues(from?: Comprador | { nombre?: string; apellido?: string }): CompradorFormValues {
  if (!from) return EMPTY;
  if ('dni' in from) {
    const { nombre, apellido, dni, telefono, direccion: d } = from;
    return {
      nombre,
      apellido,
      dni,
      telefono,
      direccion: {
        calle: d.calle,
        numero: d.numero,
        pisoDepto: d.pisoDepto ?? '',
        ciudad: d.ciudad,
        idProvincia: String(d.idProvincia),
        codigoPostal: d.codigoPostal,
      },
    };
  }
  return { ...EMPTY, nombre: from.nombre ?? '', apellido: from.apellido ?? '' };
}

interface Props {
  defaultValues: CompradorFormValues;
  provincias: OptionsSource<Provincia>;
  submitLabel: string;
  /** Resolves when saved; a rejection keeps every value in the form (the caller shows `serverError`). */
  onSubmit: (values: CompradorInput) => Promise<unknown>;
  serverError?: string | null;
}

/** Buyer record form: personal data and shipping address, validated by the contracts schema. */
export function CompradorForm({ defaultValues, provincias, submitLabel, onSubmit, serverError }: Props) {
  const { control, handleSubmit, formState } = useForm<CompradorFormValues, unknown, CompradorInput>({
    resolver: zodResolver(compradorInput),
    defaultValues,
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    await onSubmit(values).catch(() => undefined); // the message comes back through serverError
  });
  const saving = formState.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={saving}>
      <Stack spacing={3}>
        <FormSection title="Tus datos">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="nombre" label="Nombre" required autoComplete="given-name" />
            <FormTextField control={control} name="apellido" label="Apellido" required autoComplete="family-name" />
            <FormTextField
              control={control}
              name="dni"
              label="DNI"
              required
              helperText="Sin puntos, 7 u 8 dígitos"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
            />
            <FormTextField
              control={control}
              name="telefono"
              label="Teléfono"
              required
              type="tel"
              autoComplete="tel"
              helperText="Con código de área, por ejemplo 11 4567-8901"
            />
          </Box>
        </FormSection>
        <FormSection title="Dirección de envío" description="Adonde te llegan las compras.">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="direccion.calle"
              label="Calle"
              required
              autoComplete="address-line1"
            />
            <FormTextField control={control} name="direccion.numero" label="Número" required />
            <FormTextField
              control={control}
              name="direccion.pisoDepto"
              label="Piso/depto (opcional)"
              autoComplete="address-line2"
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="direccion.ciudad"
              label="Ciudad"
              required
              autoComplete="address-level2"
            />
            <FormSelectField
              control={control}
              name="direccion.idProvincia"
              label="Provincia"
              placeholder="Elegí una provincia"
              required
              {...optionsFrom(provincias, (p) => ({ value: p.idProvincia, label: p.nombre }))}
            />
            <FormTextField
              control={control}
              name="direccion.codigoPostal"
              label="Código postal"
              required
              autoComplete="postal-code"
            />
          </Box>
        </FormSection>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {saving ? 'Guardando...' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
