import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { direccionesApi, type DireccionGuardada, type DireccionGuardadaInput, type Provincia } from '@feria/contracts';
import {
  CAMPOS_DIRECCION,
  CamposDireccion,
  DIRECCION_VACIA,
  esquemaDireccion,
  type ValoresDireccion,
} from '../../../components/ui/campos-direccion';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { llamar } from '../../../lib/api-endpoint';
import { campoDelError } from '../../../lib/form-errors';

type Valores = ValoresDireccion;

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
    resolver: zodResolver(esquemaDireccion(provincias.data)),
    defaultValues: { ...DIRECCION_VACIA, ...inicial, predeterminada: primera },
    mode: 'onTouched',
  });
  const guardar = handleSubmit(async (input) => {
    try {
      onSaved(await crear.mutateAsync(input));
    } catch (error) {
      const campo = campoDelError(error, CAMPOS_DIRECCION);
      if (campo && error instanceof Error) setError(campo, { message: error.message }, { shouldFocus: true });
    }
  });
  const general = crear.error && !campoDelError(crear.error, CAMPOS_DIRECCION) ? crear.error.message : null;
  return (
    <Stack spacing={2} role="group" aria-label="Nueva dirección" aria-busy={formState.isSubmitting}>
      <CamposDireccion control={control} provincias={provincias} />
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
