import { Box, Stack } from '@mui/material';
import type { Provincia, Rubro } from '@feria/contracts';
import { EstadoEmprendimientoChip } from '../../../components/ui/estado-emprendimiento-chip';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { subirImagen, useGuardarEmprendimiento, useMiEmprendimiento } from '../api/emprendimiento';
import { DesactivarEmprendimiento } from './desactivar-emprendimiento';
import { EmprendimientoForm, emprendimientoFormValues } from './emprendimiento-form';
import { EnlacePublico } from './enlace-publico';
import { EstadoCard } from './estado-card';
import { useNotificar } from '../../../components/ui/notificaciones';

interface Props {
  userId: string | undefined;
  rubros: OptionsSource<Rubro>;
  provincias: OptionsSource<Provincia>;
  /** After a save: keep the shared emprendimiento state in step (route file). */
  onSaved?: () => void;
  /** docs/producto/identidad.md#baja-del-emprendimiento (profile-status): resolves true when deactivated; the route then leaves the page. */
  desactivacion: { desactivar: () => Promise<boolean>; pending: boolean; error: string | null };
}

/** dashboard-emprendedor/perfil: edit the emprendimiento (a rejected one goes back to review) or deactivate it. */
export function PerfilEmprendedor({ userId, rubros, provincias, onSaved, desactivacion }: Props) {
  const query = useMiEmprendimiento(userId);
  const guardar = useGuardarEmprendimiento(query.data?.id);
  const notificar = useNotificar();

  if (query.isPending) return <LoadingState label="Cargando tu emprendimiento..." />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const e = query.data;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title="Perfil del emprendimiento"
        description="Los datos de tu tienda y la cuenta donde cobrás las transferencias."
        actions={<EstadoEmprendimientoChip estado={e.estado} size="medium" />}
      />
      <Stack spacing={3}>
        {e.estado !== 'Activo' && <EstadoCard emprendimiento={e} showPerfilLink={false} />}
        {e.estado === 'Activo' && e.slug && <EnlacePublico slug={e.slug} />}
        <EmprendimientoForm
          defaultValues={emprendimientoFormValues(e)}
          rubros={rubros}
          provincias={provincias}
          uploadLogo={subirImagen}
          submitLabel={e.estado === 'Rechazado' ? 'Guardar y reenviar solicitud' : 'Guardar cambios'}
          serverError={guardar.error?.message}
          onSubmit={async (values) => {
            const antes = e.estado;
            const saved = await guardar.mutateAsync(values);
            notificar.exito(
              antes === 'Rechazado' && saved.estado === 'Pendiente'
                ? 'Guardamos los cambios: tu solicitud volvió a revisión'
                : 'Guardamos los cambios',
            );
            onSaved?.();
          }}
        />
        <DesactivarEmprendimiento
          nombre={e.nombre}
          onDesactivar={desactivacion.desactivar}
          pending={desactivacion.pending}
          error={desactivacion.error}
        />
      </Stack>
    </Box>
  );
}
