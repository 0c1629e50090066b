import { Stack } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { direccionEnvio, type DireccionEnvio, type Provincia } from '@feria/contracts';
import { FormSelectField, optionsFrom, type OptionsSource } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';

export type DireccionValues = z.input<typeof direccionEnvio>;

export const direccionValues = (d: DireccionEnvio | undefined): DireccionValues => ({
  calle: d?.calle ?? '',
  numero: d?.numero ?? '',
  pisoDepto: d?.pisoDepto ?? '',
  ciudad: d?.ciudad ?? '',
  idProvincia: d ? String(d.idProvincia) : '',
  codigoPostal: d?.codigoPostal ?? '',
});

/**
 * Another shipping address for this order only (the profile keeps its own). Reports every valid
 * change, and `null` while a field is not valid, so the checkout can hold the order button.
 */
export function DireccionEnvioForm({
  inicial,
  provincias,
  onChange,
}: {
  inicial: DireccionValues;
  provincias: OptionsSource<Provincia>;
  onChange: (d: DireccionEnvio | null) => void;
}) {
  const { control } = useForm<DireccionValues, unknown, DireccionEnvio>({
    resolver: zodResolver(direccionEnvio),
    defaultValues: inicial,
    mode: 'onTouched',
  });
  const valores = useWatch({ control });
  useEffect(() => {
    const r = direccionEnvio.safeParse(valores);
    onChange(r.success ? r.data : null);
  }, [valores, onChange]);
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="calle" label="Calle" required autoComplete="address-line1" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField control={control} name="numero" label="Número" required />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField control={control} name="pisoDepto" label="Piso / depto" />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="ciudad" label="Ciudad" required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormSelectField
            control={control}
            name="idProvincia"
            label="Provincia"
            placeholder="Elegí una provincia"
            required
            {...optionsFrom(provincias, (p) => ({ value: p.idProvincia, label: p.nombre }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="codigoPostal"
            label="Código postal"
            required
            autoComplete="postal-code"
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
