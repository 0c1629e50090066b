import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { Apariencia } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import type { SeccionProps } from './seccion-props';

const DISTRIBUCION: Record<Apariencia['distribucionCatalogos'], string> = { grid: 'Cuadrícula', carrusel: 'Carrusel' };
const GRADIENTE: Record<Apariencia['tipoGradiente'], string> = { lineal: 'Lineal', radial: 'Radial' };

/** distribucionCatalogos (grid / carrusel) and tipoGradiente (lineal / radial) of docs/producto/entidades.md. */
export function DistribucionSection({ apariencia, onChange }: SeccionProps) {
  return (
    <FormSection title="Diseño">
      <Opciones
        id="distribucion"
        label="Cómo se muestran los catálogos"
        value={apariencia.distribucionCatalogos}
        opciones={DISTRIBUCION}
        onChange={(distribucionCatalogos) => onChange({ distribucionCatalogos })}
      />
      <Opciones
        id="gradiente"
        label="Degradé del fondo"
        value={apariencia.tipoGradiente}
        opciones={GRADIENTE}
        onChange={(tipoGradiente) => onChange({ tipoGradiente })}
      />
    </FormSection>
  );
}

function Opciones<T extends string>({
  id,
  label,
  value,
  opciones,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  opciones: Record<T, string>;
  onChange: (v: T) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {(Object.keys(opciones) as T[]).map((k) => (
          <FormControlLabel key={k} value={k} control={<Radio />} label={opciones[k]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
