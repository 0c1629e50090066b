import { useState } from 'react';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { Solicitud } from '@feria/contracts';
import { PageHeader } from '../../../../components/ui/page-header';
import { PagePagination } from '../../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/ui/page-states';
import { useResolverSolicitud, useSolicitudes } from '../../api/admin';
import {
  ADMIN_PAGE_SIZE,
  ESTADOS_SOLICITUD,
  readSolicitudesParams,
  writeSolicitudesParams,
  type EstadoSolicitud,
} from '../../list-params';
import { SolicitudDialog } from './solicitud-dialog';
import { SolicitudesList } from './solicitudes-list';
import { useNotificar } from '../../../../components/ui/notificaciones';

// The spec's estado names (Pendiente / Activo / Rechazado), as the seller and the chips show them.
const TAB_LABEL: Record<EstadoSolicitud, string> = { Pendiente: 'Pendiente', Activo: 'Activo', Rechazado: 'Rechazado' };
const VACIO: Record<EstadoSolicitud, string> = {
  Pendiente: 'No hay solicitudes pendientes',
  Activo: 'Todavía no hay emprendimientos aprobados',
  Rechazado: 'No hay solicitudes rechazadas',
};

/** 'Gestionar Solicitudes' (docs/producto/rutas.md#menus): tabs by estado in the URL, detail, approve or reject. */
export function GestionarSolicitudes() {
  const [params, setParams] = useSearchParams();
  const { estado, page } = readSolicitudesParams(params);
  const lista = useSolicitudes({ estado, page, size: ADMIN_PAGE_SIZE });
  const resolver = useResolverSolicitud();
  const [dialog, setDialog] = useState<{ solicitud: Solicitud | null; open: boolean }>({
    solicitud: null,
    open: false,
  });
  const notificar = useNotificar();

  const open = (solicitud: Solicitud) => {
    resolver.reset();
    setDialog({ solicitud, open: true });
  };
  const done = (message: string) => {
    setDialog((d) => ({ ...d, open: false }));
    notificar.exito(message);
  };

  return (
    <Box>
      <PageHeader
        title="Gestionar Solicitudes"
        description="Revisá los emprendimientos que pidieron sumarse a Feria: al aprobarlos, su tienda se publica."
      />
      <Tabs
        value={estado}
        onChange={(_, value: EstadoSolicitud) => setParams(writeSolicitudesParams({ estado: value, page: 0 }))}
        aria-label="Estado de las solicitudes"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, maxWidth: 560 }}
      >
        {ESTADOS_SOLICITUD.map((e) => (
          <Tab key={e} value={e} label={TAB_LABEL[e]} id={`tab-${e}`} aria-controls="panel-solicitudes" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="panel-solicitudes" aria-labelledby={`tab-${estado}`} sx={{ position: 'relative' }}>
        {lista.isPending ? (
          <LoadingState label="Cargando solicitudes..." />
        ) : lista.isError ? (
          <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
        ) : lista.data.content.length === 0 ? (
          <EmptyState title={VACIO[estado]} />
        ) : (
          <>
            {lista.isPlaceholderData && (
              <LinearProgress
                aria-label="Actualizando la lista"
                sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
              />
            )}
            <SolicitudesList solicitudes={lista.data.content} onOpen={open} />
            <PagePagination
              page={lista.data.number}
              totalPages={lista.data.totalPages}
              onChange={(p) => setParams(writeSolicitudesParams({ estado, page: p }))}
              label="Páginas de solicitudes"
            />
          </>
        )}
      </Box>
      <SolicitudDialog
        solicitud={dialog.solicitud}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        pending={resolver.isPending}
        error={resolver.error?.message ?? null}
        onAprobar={(s) =>
          resolver.mutate(
            { id: s.id, accion: 'aprobar' },
            { onSuccess: () => done(`Aprobaste "${s.nombre}": su tienda ya es pública`) },
          )
        }
        onRechazar={(s, motivo) =>
          resolver.mutate(
            { id: s.id, accion: 'rechazar', motivo },
            { onSuccess: () => done(`Rechazaste la solicitud de "${s.nombre}"`) },
          )
        }
      />
    </Box>
  );
}
