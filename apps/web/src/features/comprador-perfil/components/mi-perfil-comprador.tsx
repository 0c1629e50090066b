import { Box, Stack, Typography } from '@mui/material';
import type { Provincia } from '@feria/contracts';
import { useNotificar } from '../../../components/ui/notificaciones';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { useComprador, useGuardarComprador } from '../api/comprador';
import { CompradorForm, compradorFormValues } from './comprador-form';
import { EliminarCuenta } from './eliminar-cuenta';
import { MisDirecciones } from './mis-direcciones';

interface Props {
  userId: string | undefined;
  email?: string;
  provincias: OptionsSource<Provincia>;
  /** After the soft delete: re-check the account and go to /cuenta-inactiva (route file). */
  onDeleted: () => Promise<void> | void;
}

/** dashboard-comprador/mi-perfil: edit the buyer record, or delete the account. */
export function MiPerfilComprador({ userId, email, provincias, onDeleted }: Props) {
  const perfil = useComprador(userId);
  const guardar = useGuardarComprador(perfil.data?.id);
  const notificar = useNotificar();

  if (perfil.isPending) return <LoadingState label="Cargando tu perfil..." />;
  if (perfil.isError) return <ErrorState message={perfil.error.message} onRetry={() => void perfil.refetch()} />;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Mi perfil" description="Tus datos personales y la dirección adonde te enviamos las compras." />
      <Stack spacing={3}>
        {email && (
          <Typography color="text.secondary">
            Cuenta:{' '}
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {email}
            </Box>
          </Typography>
        )}
        <CompradorForm
          defaultValues={compradorFormValues(perfil.data)}
          provincias={provincias}
          submitLabel="Guardar cambios"
          serverError={guardar.error?.message}
          onSubmit={async (values) => {
            await guardar.mutateAsync(values);
            notificar.exito('Guardamos tus cambios');
          }}
        />
        <MisDirecciones
          provincias={provincias}
          inicial={{ destinatario: `${perfil.data.nombre} ${perfil.data.apellido}`, telefono: perfil.data.telefono }}
        />
        <EliminarCuenta compradorId={perfil.data.id} onDeleted={onDeleted} />
      </Stack>
    </Box>
  );
}
