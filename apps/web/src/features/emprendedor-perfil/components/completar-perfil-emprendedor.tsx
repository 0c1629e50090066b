import { useRef } from 'react';
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  MENSAJES_IMAGEN,
  type EmprendimientoInputParsed,
  type EmprendimientoPrivado,
  type Provincia,
  type Rubro,
} from '@feria/contracts';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import type { UploadImage } from '../../../components/ui/image-upload-field';
import { PageHeader } from '../../../components/ui/page-header';
import { actualizarEmprendimiento, subirImagen, useGuardarEmprendimiento } from '../api/emprendimiento';
import { cuentaKeys } from '../../../lib/cuenta';
import { EmprendimientoForm, emprendimientoFormValues } from './emprendimiento-form';

interface Props {
  rubros: OptionsSource<Rubro>;
  provincias: OptionsSource<Provincia>;
  /**
   * After the solicitud is created: re-check the profile and go to the dashboard (route file).
   * `logoNoSubido` holds why the chosen logo could not be uploaded afterwards, if it could not.
   */
  onCreated: (emprendimiento: EmprendimientoPrivado, resultado: { logoNoSubido?: string }) => Promise<void> | void;
  /** The upload call (tests pass their own). */
  subirLogo?: UploadImage;
}

const DEFAULTS = emprendimientoFormValues();
const sinProgreso = () => undefined;

/**
 * emprendedor/complete-profile (docs/producto/rutas.md#tabla-de-rutas): creates the emprendimiento, which starts as a Pendiente
 * solicitud. Uploads belong to a shop (decision 023) and this one does not exist yet: the chosen
 * logo is previewed from the device and uploaded right after the solicitud is created.
 */
export function CompletarPerfilEmprendedor({ rubros, provincias, onCreated, subirLogo = subirImagen }: Props) {
  const guardar = useGuardarEmprendimiento();
  const client = useQueryClient();
  const logoElegido = useRef<{ url: string; file: File } | null>(null);

  const elegirLogo: UploadImage = async (file) => {
    if (logoElegido.current) URL.revokeObjectURL(logoElegido.current.url);
    logoElegido.current = { url: URL.createObjectURL(file), file };
    return logoElegido.current.url;
  };

  const subirLogoElegido = async (creado: EmprendimientoPrivado, values: EmprendimientoInputParsed, file: File) => {
    try {
      const logo = await subirLogo(file, sinProgreso);
      const conLogo = await actualizarEmprendimiento(creado.id, { ...values, logo });
      client.setQueryData(cuentaKeys.emprendimiento(conLogo.ownerUserId), conLogo);
      return { emprendimiento: conLogo, resultado: {} };
    } catch (err) {
      // The solicitud is sent all the same; the dashboard says the logo is missing and where to add it.
      return {
        emprendimiento: creado,
        resultado: { logoNoSubido: err instanceof Error && err.message ? err.message : MENSAJES_IMAGEN.errorSubida },
      };
    }
  };

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
        uploadLogo={elegirLogo}
        submitLabel="Enviar solicitud"
        serverError={guardar.error?.message}
        onSubmit={async (values) => {
          const elegido =
            logoElegido.current && values.logo === logoElegido.current.url ? logoElegido.current.file : null;
          const creado = await guardar.mutateAsync({ ...values, logo: elegido ? null : values.logo });
          const { emprendimiento, resultado } = elegido
            ? await subirLogoElegido(creado, values, elegido)
            : { emprendimiento: creado, resultado: {} };
          await onCreated(emprendimiento, resultado);
        }}
      />
    </Box>
  );
}
