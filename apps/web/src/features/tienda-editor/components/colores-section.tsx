import { Alert, Box } from '@mui/material';
import type { Apariencia } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { avisosContraste, mensajeContraste } from '../contraste';
import { ColorField } from './color-field';
import type { SeccionProps } from './seccion-props';

type CampoColor = Extract<
  keyof Apariencia,
  | 'colorFondo'
  | 'colorFondoSecundario'
  | 'colorTarjetas'
  | 'colorAcento'
  | 'colorTextoCard'
  | 'colorNavbar'
  | 'colorTextoNavbar'
>;

/** docs/producto/entidades.md: the seven storefront colours. */
const COLORES: readonly { campo: CampoColor; label: string; ayuda: string }[] = [
  { campo: 'colorFondo', label: 'Fondo', ayuda: 'Color principal de la página.' },
  { campo: 'colorFondoSecundario', label: 'Fondo secundario', ayuda: 'Segundo color del degradé del fondo.' },
  { campo: 'colorTarjetas', label: 'Tarjetas', ayuda: 'Fondo de las tarjetas de productos.' },
  { campo: 'colorTextoCard', label: 'Texto', ayuda: 'Texto de las tarjetas y de la página.' },
  { campo: 'colorAcento', label: 'Acento', ayuda: 'Botones, precios y detalles.' },
  { campo: 'colorNavbar', label: 'Barra de navegación', ayuda: 'Fondo de la barra superior de tu tienda.' },
  { campo: 'colorTextoNavbar', label: 'Texto de la barra', ayuda: 'Texto y enlaces de la barra.' },
];

/** The seven colours with pickers, and WCAG AA warnings for text that would be hard to read. */
export function ColoresSection({ apariencia, onChange }: SeccionProps) {
  const avisos = avisosContraste(apariencia).filter((a) => a.campo !== 'colorNombreTienda');
  return (
    <FormSection title="Colores">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {COLORES.map(({ campo, label, ayuda }) => (
          <ColorField
            key={campo}
            label={label}
            value={apariencia[campo]}
            helperText={ayuda}
            onChange={(v) => onChange({ [campo]: v })}
          />
        ))}
      </Box>
      <AvisosContraste avisos={avisos.map(mensajeContraste)} />
    </FormSection>
  );
}

/** Announced politely: the warnings change while the seller picks colours. */
export function AvisosContraste({ avisos }: { avisos: string[] }) {
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 1, '&:empty': { display: 'none' } }}>
      {avisos.map((texto) => (
        <Alert key={texto} severity="warning" variant="outlined">
          {texto}
        </Alert>
      ))}
    </Box>
  );
}
