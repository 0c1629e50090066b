import { useState } from 'react';
import { Box } from '@mui/material';
import type { Comprador, Provincia } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { useGuardarComprador } from '../api/comprador';
import { CompradorForm, compradorFormValues } from './comprador-form';

interface Props {
  /** Names from the identity profile, to prefill the form. */
  nombre?: string;
  apellido?: string;
  provincias: OptionsSource<Provincia>;
  /** After the record is created: re-check the profile and go to the dashboard (route file). */
  onCreated: (comprador: Comprador) => Promise<void> | void;
}

/** comprador/complete-profile (docs/producto/rutas.md#tabla-de-rutas): the buyer record that unlocks the buyer dashboard. */
export function CompletarPerfilComprador({ nombre, apellido, provincias, onCreated }: Props) {
  const guardar = useGuardarComprador();
  const [defaults] = useState(() => compradorFormValues({ nombre, apellido }));
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title="Completá tu perfil"
        description="Necesitamos algunos datos para que puedas comprar y recibir tus pedidos. Solo se comparten con los emprendimientos a los que les compres."
      />
      <CompradorForm
        defaultValues={defaults}
        provincias={provincias}
        submitLabel="Guardar y continuar"
        serverError={guardar.error?.message}
        onSubmit={async (values) => onCreated(await guardar.mutateAsync(values))}
      />
    </Box>
  );
}
