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
import type { z } from 'zod';
import {
  MENSAJES_DIRECCION,
  cpaDeOtraProvincia,
  direccionGuardadaInput,
  type DireccionGuardada,
  type DireccionGuardadaInput,
  type Provincia,
} from '@feria/contracts';
import { FormSelectField, optionsFrom, type OptionsSource } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { campoDelError } from '../../../lib/form-errors';
import { useGuardarDireccion } from '../api/direcciones';

type Valores = z.input<typeof direccionGuardadaInput>;

/** Fields a server refusal can name (its `campo`): shown under the field, the rest above the buttons. */
const CAMPOS = ['codigoPostal', 'idProvincia', 'telefono', 'alias', 'calle', 'numero', 'ciudad'] as const;

const VACIA: Valores = {
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
  predeterminada: false,
};

function valores(d: DireccionGuardada | null, inicial?: Partial<Valores>): Valores {
  if (!d) return { ...VACIA, ...inicial };
  return {
    ...d,
    piso: d.piso ?? '',
    depto: d.depto ?? '',
    indicaciones: d.indicaciones ?? '',
    idProvincia: String(d.idProvincia),
  };
}

/** docs/producto/direcciones.md#codigo-postal: the form tells a CPA of another province before sending. */
const esquema = (provincias: Provincia[] | undefined) =>
  direccionGuardadaInput.superRefine((v, ctx) => {
    const nombre = provincias?.find((p) => p.idProvincia === v.idProvincia)?.nombre;
    if (cpaDeOtraProvincia(v.codigoPostal, nombre))
      ctx.addIssue({ code: 'custom', path: ['codigoPostal'], message: MENSAJES_DIRECCION.cpaDeOtraProvincia });
  });

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
    resolver: zodResolver(esquema(provincias.data)),
    defaultValues: valores(direccion, inicial),
    mode: 'onTouched',
  });
  const yaEsPredeterminada = primera || Boolean(direccion?.predeterminada);
  const enviar = handleSubmit(async (input) => {
    try {
      onSaved(await guardar.mutateAsync({ id: direccion?.id, input }));
    } catch (error) {
      const campo = campoDelError(error, CAMPOS);
      if (campo && error instanceof Error) setError(campo, { message: error.message }, { shouldFocus: true });
    }
  });
  const pending = formState.isSubmitting;
  const errorGeneral = guardar.error && !campoDelError(guardar.error, CAMPOS) ? guardar.error.message : null;
  const cerrar = () => {
    if (!pending) onClose();
  };
  const grilla = (columnas: string) => ({ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columnas } });

  return (
    <Dialog open onClose={cerrar} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>{direccion ? `Editar «${direccion.alias}»` : 'Nueva dirección'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={enviar} aria-busy={pending}>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="alias"
              label="Nombre de la dirección"
              required
              helperText="Para reconocerla: Casa, Trabajo, Lo de mis viejos"
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <Box sx={grilla('1fr 1fr')}>
              <FormTextField control={control} name="destinatario" label="Quién recibe" required autoComplete="name" />
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
              helperText="Por ejemplo: el timbre no anda, tocá en el 2° B"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
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
