import { Box } from '@mui/material';
import type { EmprendimientoPrivado, Provincia, Rubro } from '@feria/contracts';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useGuardarEmprendimiento } from '../api/guardar-emprendimiento';
import { subirImagen } from '../api/subir-imagen';
import { EmprendimientoForm, emprendimientoFormValues } from './emprendimiento-form';

interface Props {
  rubros: OptionsSource<Rubro>;
  provincias: OptionsSource<Provincia>;
  /** After the solicitud is created: re-check the profile and go to the dashboard (route file). */
  onCreated: (emprendimiento: EmprendimientoPrivado) => Promise<void> | void;
}

const DEFAULTS = emprendimientoFormValues();

/** emprendedor/complete-profile (spec §2.1): creates the emprendimiento, which starts as a Pendiente solicitud. */
export function CompletarPerfilEmprendedor({ rubros, provincias, onCreated }: Props) {
  const guardar = useGuardarEmprendimiento();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title="Registrá tu emprendimiento"
        description="Completá estos datos para enviar tu solicitud. La revisamos y, cuando se aprueba, tu tienda aparece en Feria."
      />
      <EmprendimientoForm
        defaultValues={DEFAULTS}
        rubros={rubros}
        provincias={provincias}
        uploadLogo={subirImagen}
        submitLabel="Enviar solicitud"
        serverError={guardar.error?.message}
        onSubmit={async (values) => onCreated(await guardar.mutateAsync(values))}
      />
    </Box>
  );
}
