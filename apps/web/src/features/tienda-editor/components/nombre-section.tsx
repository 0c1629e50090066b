import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { FUENTES_NOMBRE, TAMANOS_NOMBRE } from '@feria/contracts';
import type { Apariencia } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { avisosContraste, mensajeContraste } from '../contraste';
import { AvisosContraste } from './colores-section';
import { ColorField } from './color-field';
import type { SeccionProps } from './seccion-props';

const TAMANOS: Record<Apariencia['tamanoNombreTienda'], string> = {
  pequena: 'Pequeño',
  mediana: 'Mediano',
  grande: 'Grande',
};

/** nombreTienda with its font, size and colour (docs/producto/entidades.md). */
export function NombreSection({
  apariencia,
  onChange,
  nombreEmprendimiento,
}: SeccionProps & { nombreEmprendimiento: string }) {
  const fuentes: readonly string[] = FUENTES_NOMBRE.includes(
    apariencia.fuenteNombreTienda as (typeof FUENTES_NOMBRE)[number],
  )
    ? FUENTES_NOMBRE
    : [...FUENTES_NOMBRE, apariencia.fuenteNombreTienda];
  const avisos = avisosContraste(apariencia).filter((a) => a.campo === 'colorNombreTienda');
  return (
    <FormSection title="Nombre de la tienda">
      <TextField
        label="Nombre que se muestra"
        value={apariencia.nombreTienda}
        onChange={(e) => onChange({ nombreTienda: e.target.value })}
        helperText={`Si lo dejás vacío se muestra “${nombreEmprendimiento}”.`}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'off' } }}
      />
      <TextField
        select
        label="Fuente del nombre"
        value={apariencia.fuenteNombreTienda}
        onChange={(e) => onChange({ fuenteNombreTienda: e.target.value })}
        fullWidth
      >
        {fuentes.map((f) => (
          <MenuItem key={f} value={f} sx={{ fontFamily: f }}>
            {f}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="tamano-nombre">Tamaño del nombre</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tamano-nombre"
          value={apariencia.tamanoNombreTienda}
          onChange={(e) => onChange({ tamanoNombreTienda: e.target.value as Apariencia['tamanoNombreTienda'] })}
        >
          {TAMANOS_NOMBRE.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={TAMANOS[t]} />
          ))}
        </RadioGroup>
      </FormControl>
      <ColorField
        label="Color del nombre"
        value={apariencia.colorNombreTienda}
        onChange={(colorNombreTienda) => onChange({ colorNombreTienda })}
      />
      <AvisosContraste avisos={avisos.map(mensajeContraste)} />
    </FormSection>
  );
}
