import { useId } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { PORCENTAJE_MAX, PORCENTAJE_MIN, TIPOS_PROMOCION, type TipoPromocion } from '@feria/contracts';
import type { Errores } from '../promocion-form';
import { TIPO_LABEL } from '../promociones-texto';

interface Campos {
  tipo: TipoPromocion;
  valor: string;
  fechaInicio: string;
  fechaFin: string;
}

interface Props<F extends Campos> {
  form: F;
  errores: Errores;
  onChange: (cambios: Partial<F>) => void;
  disabled: boolean;
}

/** Tipo (percentage or fixed amount) and its value, with the unit as adornment. */
export function TipoValorCampos<F extends Campos>({ form, errores, onChange, disabled }: Props<F>) {
  const porcentaje = form.tipo === 'PORCENTAJE';
  const tipoId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormControl error={Boolean(errores.tipo)} disabled={disabled} sx={{ flexShrink: 0 }}>
        <FormLabel id={tipoId}>Tipo</FormLabel>
        <RadioGroup
          row
          aria-labelledby={tipoId}
          value={form.tipo}
          onChange={(e) => onChange({ tipo: e.target.value as TipoPromocion } as Partial<F>)}
        >
          {TIPOS_PROMOCION.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={TIPO_LABEL[t]} />
          ))}
        </RadioGroup>
        {errores.tipo && <FormHelperText>{errores.tipo}</FormHelperText>}
      </FormControl>
      <TextField
        label="Valor"
        type="number"
        required
        fullWidth
        disabled={disabled}
        value={form.valor}
        onChange={(e) => onChange({ valor: e.target.value } as Partial<F>)}
        error={Boolean(errores.valor)}
        helperText={
          errores.valor ??
          (porcentaje ? `Un número entero de ${PORCENTAJE_MIN} a ${PORCENTAJE_MAX}` : 'En pesos, sin centavos')
        }
        slotProps={{
          htmlInput: {
            min: porcentaje ? PORCENTAJE_MIN : 1,
            max: porcentaje ? PORCENTAJE_MAX : undefined,
            step: 1,
            inputMode: 'numeric',
          },
          input: porcentaje
            ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
            : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
    </Stack>
  );
}

/** Optional start and end days (an Argentine whole day each). */
export function FechasCampos<F extends Campos>({ form, errores, onChange, disabled }: Props<F>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Fecha de inicio"
        type="date"
        fullWidth
        disabled={disabled}
        value={form.fechaInicio}
        onChange={(e) => onChange({ fechaInicio: e.target.value } as Partial<F>)}
        error={Boolean(errores.fechaInicio)}
        helperText={errores.fechaInicio ?? 'Opcional: sin fecha empieza ya'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Fecha de fin"
        type="date"
        fullWidth
        disabled={disabled}
        value={form.fechaFin}
        onChange={(e) => onChange({ fechaFin: e.target.value } as Partial<F>)}
        error={Boolean(errores.fechaFin)}
        helperText={errores.fechaFin ?? 'Opcional: incluye ese día entero'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
