import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  MENSAJES_DIRECCION,
  cpaDeOtraProvincia,
  direccionGuardadaInput,
  type DireccionGuardadaInput,
  type Provincia,
} from '@feria/contracts';
import { FormSelectField, optionsFrom, type OptionsSource } from './form-select-field';
import { FormTextField } from './form-text-field';

// A saved address's fields (docs/producto/direcciones.md#campos), the same in 'Mis direcciones' and
// in the checkout's new address: labels, hints, autocomplete and the province's CPA check.

export type ValoresDireccion = z.input<typeof direccionGuardadaInput>;

/** Fields a server refusal can name (its `campo`): shown under the field, the rest above the buttons. */
export const CAMPOS_DIRECCION = [
  'codigoPostal',
  'idProvincia',
  'telefono',
  'alias',
  'calle',
  'numero',
  'ciudad',
] as const;

export const DIRECCION_VACIA: ValoresDireccion = {
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

/** docs/producto/direcciones.md#codigo-postal: the form tells a CPA of another province before sending. */
export const esquemaDireccion = (provincias: Provincia[] | undefined) =>
  direccionGuardadaInput.superRefine((v, ctx) => {
    const nombre = provincias?.find((p) => p.idProvincia === v.idProvincia)?.nombre;
    if (cpaDeOtraProvincia(v.codigoPostal, nombre))
      ctx.addIssue({ code: 'custom', path: ['codigoPostal'], message: MENSAJES_DIRECCION.cpaDeOtraProvincia });
  });

const grilla = (columnas: string) => ({ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columnas } });

/** Alias to delivery hints, in a column on a phone and in rows of two or three from `sm`. */
export function CamposDireccion({
  control,
  provincias,
}: {
  control: Control<ValoresDireccion, unknown, DireccionGuardadaInput>;
  provincias: OptionsSource<Provincia>;
}) {
  return (
    <>
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
    </>
  );
}
