import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  direccionesApi,
  direccionGuardadaInput,
  type DireccionGuardada,
  type DireccionGuardadaInput,
  type Provincia,
} from '@feria/contracts';
import { FormSelectField, optionsFrom, type OptionsSource } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { llamar } from '../../../lib/api-endpoint';
import { campoDelError } from '../../../lib/form-errors';

type Valores = z.input<typeof direccionGuardadaInput>;
const CAMPOS = ['codigoPostal', 'idProvincia', 'telefono', 'alias', 'calle', 'numero', 'ciudad'] as const;

/**
 * docs/producto/envios-pantallas.md#entrega: a new saved address typed in the checkout
 * (POST /api/comprador/v1/direcciones, docs/producto/direcciones.md); once saved it is the chosen one.
 */
export function NuevaDireccion({
  provincias,
  inicial,
  primera,
  onSaved,
  onCancel,
}: {
  provincias: OptionsSource<Provincia>;
  inicial: Partial<Valores>;
  primera: boolean;
  onSaved: (d: DireccionGuardada) => void;
  onCancel?: (() => void) | undefined;
}) {
  const client = useQueryClient();
  const crear = useMutation({
    mutationFn: (input: DireccionGuardadaInput) => llamar(direccionesApi.crear, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: [direccionesApi.listar.recurso] }),
  });
  const { control, handleSubmit, formState, setError } = useForm<Valores, unknown, DireccionGuardadaInput>({
    resolver: zodResolver(direccionGuardadaInput),
    defaultValues: {
      alias: '',
      destinatario: '',
      telefono: '',
      calle: '',
      numero: '',
      piso: '',
      depto: '',
      ciudad: '',
      idProvincia: '',
      codigoPostal: '',
      indicaciones: '',
      ...inicial,
      predeterminada: primera,
    },
    mode: 'onTouched',
  });
  const guardar = handleSubmit(async (input) => {
    try {
      onSaved(await crear.mutateAsync(input));
    } catch (error) {
      const campo = campoDelError(error, CAMPOS);
      if (campo && error instanceof Error) setError(campo, { message: error.message }, { shouldFocus: true });
    }
  });
  const general = crear.error && !campoDelError(crear.error, CAMPOS) ? crear.error.message : null;
  const grilla = (columnas: string) => ({ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columnas } });
  return (
    <Stack spacing={2} role="group" aria-label="Nueva dirección" aria-busy={formState.isSubmitting}>
      <FormTextField
        control={control}
        name="alias"
        label="Nombre de la dirección"
        required
        helperText="Para reconocerla: Casa, Trabajo"
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Box sx={grilla('1fr 1fr')}>
        <FormTextField control={control} name="destinatario" label="Quién recibe" required autoComplete="name" />
        <FormTextField control={control} name="telefono" label="Teléfono" required type="tel" autoComplete="tel" />
      </Box>
      <Box sx={grilla('2fr 1fr')}>
        <FormTextField control={control} name="calle" label="Calle" required autoComplete="address-line1" />
        <FormTextField control={control} name="numero" label="Número" required />
      </Box>
      <Box sx={grilla('1fr 1fr')}>
        <FormTextField control={control} name="piso" label="Piso (opcional)" />
        <FormTextField control={control} name="depto" label="Depto (opcional)" />
      </Box>
      <Box sx={grilla('1fr 1fr 1fr')}>
        <FormTextField control={control} name="ciudad" label="Ciudad" required autoComplete="address-level2" />
        <FormSelectField
          control={control}
          name="idProvincia"
          label="Provincia"
          placeholder="Elegí una provincia"
          required
          {...optionsFrom(provincias, (p) => ({ value: p.idProvincia, label: p.nombre }))}
        />
        <FormTextField
          control={control}
          name="codigoPostal"
          label="Código postal"
          required
          autoComplete="postal-code"
          helperText="4 dígitos o CPA, por ejemplo X5000IYV"
        />
      </Box>
      <FormTextField
        control={control}
        name="indicaciones"
        label="Indicaciones para la entrega (opcional)"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void guardar()} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Guardando…' : 'Guardar y usar esta dirección'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
        )}
      </Box>
    </Stack>
  );
}
