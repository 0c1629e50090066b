import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DireccionGuardada, DireccionGuardadaInput, Provincia } from '@feria/contracts';
import {
  CAMPOS_DIRECCION,
  CamposDireccion,
  DIRECCION_VACIA,
  esquemaDireccion,
  type ValoresDireccion,
} from '../../../components/ui/campos-direccion';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { campoDelError } from '../../../lib/form-errors';
import { useGuardarDireccion } from '../api/direcciones';

type Valores = ValoresDireccion;

function valores(d: DireccionGuardada | null, inicial?: Partial<Valores>): Valores {
  if (!d) return { ...DIRECCION_VACIA, ...inicial };
  return {
    ...d,
    piso: d.piso ?? '',
    depto: d.depto ?? '',
    indicaciones: d.indicaciones ?? '',
    idProvincia: String(d.idProvincia),
  };
}

interface Props {
  /** The address being edited; null to add one. */
  direccion: DireccionGuardada | null;
  /** The buyer has no address yet: this one will be the default (docs/producto/direcciones.md#predeterminada). */
  primera: boolean;
  provincias: OptionsSource<Provincia>;
  /** Values to start a new address with (the profile's name and phone). */
  inicial?: Partial<Valores>;
  onClose: () => void;
  onSaved: (guardada: DireccionGuardada) => void;
}

/** Add or edit a saved address in a dialog; mounted while open, so it starts from `direccion` each time. */
export function DireccionDialog({ direccion, primera, provincias, inicial, onClose, onSaved }: Props) {
  const titleId = useId();
  const guardar = useGuardarDireccion();
  const { control, handleSubmit, formState, setError } = useForm<Valores, unknown, DireccionGuardadaInput>({
    resolver: zodResolver(esquemaDireccion(provincias.data)),
    defaultValues: valores(direccion, inicial),
    mode: 'onTouched',
  });
  const yaEsPredeterminada = primera || Boolean(direccion?.predeterminada);
  const enviar = handleSubmit(async (input) => {
    try {
      onSaved(await guardar.mutateAsync({ id: direccion?.id, input }));
    } catch (error) {
      const campo = campoDelError(error, CAMPOS_DIRECCION);
      if (campo && error instanceof Error) setError(campo, { message: error.message }, { shouldFocus: true });
    }
  });
  const pending = formState.isSubmitting;
  const errorGeneral = guardar.error && !campoDelError(guardar.error, CAMPOS_DIRECCION) ? guardar.error.message : null;
  const cerrar = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open onClose={cerrar} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>{direccion ? `Editar «${direccion.alias}»` : 'Nueva dirección'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={enviar} aria-busy={pending}>
          <Stack spacing={2}>
            <CamposDireccion control={control} provincias={provincias} />
            <Controller
              control={control}
              name="predeterminada"
              render={({ field }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={yaEsPredeterminada || Boolean(field.value)}
                        disabled={yaEsPredeterminada}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                    label="Usar como predeterminada"
                  />
                  {yaEsPredeterminada && (
                    <FormHelperText sx={{ mt: 0 }}>
                      {primera
                        ? 'Tu primera dirección queda como predeterminada.'
                        : 'Es tu dirección predeterminada. Para cambiarla, elegí otra como predeterminada.'}
                    </FormHelperText>
                  )}
                </Box>
              )}
            />
            {errorGeneral && (
              <Alert severity="error" role="alert">
                {errorGeneral}
              </Alert>
            )}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={cerrar} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={pending}>
          {pending ? 'Guardando...' : 'Guardar dirección'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
