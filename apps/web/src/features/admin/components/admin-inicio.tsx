import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useAdminResumen } from '../api/admin';
import { SOLICITUDES_PATH, USUARIOS_PATH } from '../paths';
import { StatCard } from './stat-card';

function StatGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** dashboard-administracion-identidades index: counts that link to the lists. */
export function AdminInicio() {
  const resumen = useAdminResumen();
  if (resumen.isPending) return <LoadingState label="Cargando el resumen..." />;
  if (resumen.isError) return <ErrorState message={resumen.error.message} onRetry={() => void resumen.refetch()} />;
  const { solicitudesPorEstado: s, usuariosPorRol: u, usuariosDeshabilitados } = resumen.data;
  return (
    <Box>
      <PageHeader title="Panel de administración" description="Solicitudes de emprendimientos y cuentas de Feria." />
      <Stack spacing={4}>
        <StatGroup id="resumen-solicitudes" title="Solicitudes">
          <li>
            <StatCard
              label="Pendientes"
              value={s.Pendiente}
              icon={<HourglassEmptyOutlinedIcon />}
              to={`${SOLICITUDES_PATH}?estado=Pendiente`}
              highlight={s.Pendiente > 0}
            />
          </li>
          <li>
            <StatCard
              label="Aprobadas"
              value={s.Activo}
              icon={<VerifiedOutlinedIcon />}
              to={`${SOLICITUDES_PATH}?estado=Activo`}
            />
          </li>
          <li>
            <StatCard
              label="Rechazadas"
              value={s.Rechazado}
              icon={<BlockOutlinedIcon />}
              to={`${SOLICITUDES_PATH}?estado=Rechazado`}
            />
          </li>
        </StatGroup>
        <StatGroup id="resumen-usuarios" title="Usuarios">
          <li>
            <StatCard
              label="Emprendedores"
              value={u.emprendedor}
              icon={<StorefrontOutlinedIcon />}
              to={`${USUARIOS_PATH}?rol=emprendedor`}
            />
          </li>
          <li>
            <StatCard
              label="Compradores"
              value={u.comprador}
              icon={<ShoppingBagOutlinedIcon />}
              to={`${USUARIOS_PATH}?rol=comprador`}
            />
          </li>
          <li>
            <StatCard
              label="Administradores"
              value={u.admin}
              icon={<AdminPanelSettingsOutlinedIcon />}
              to={`${USUARIOS_PATH}?rol=admin`}
            />
          </li>
          <li>
            <StatCard label="Cuentas deshabilitadas" value={usuariosDeshabilitados} icon={<PersonOffOutlinedIcon />} />
          </li>
        </StatGroup>
      </Stack>
    </Box>
  );
}
