import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router';
import { EstadoEmprendimientoChip } from '../../../components/ui/estado-emprendimiento-chip';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { formatDate, formatLugar } from '../../../lib/format';
import { useMiEmprendimiento } from '../api/emprendimiento';
import { EstadoCard, PERFIL_PATH } from './estado-card';
import { ResumenProductos } from './resumen-productos';

interface Props {
  userId: string | undefined;
  firstName?: string;
  /** Set right after the solicitud was sent from complete-profile. */
  solicitudEnviada?: boolean;
  /** Why the logo chosen in complete-profile could not be uploaded after the solicitud was sent. */
  logoNoSubido?: string;
  /** The shop's sales metrics and charts (metricas-vendedor feature), composed by the route. */
  metricas?: ((emprendimientoId: string) => ReactNode) | undefined;
  /** What the shop still lacks to sell (envios-vendedor's banner, docs/producto/envios.md#sin-metodos), composed by the route. */
  avisos?: ((emprendimientoId: string) => ReactNode) | undefined;
}

/**
 * Seller dashboard index: the review status of the emprendimiento (with the link to the public shop
 * once Activo), its product and catalog counts, and its summary. Sales figures arrive with their issue.
 */
export function EmprendedorInicio({ userId, firstName, solicitudEnviada, logoNoSubido, metricas, avisos }: Props) {
  const query = useMiEmprendimiento(userId);
  if (query.isPending) return <LoadingState label="Cargando tu emprendimiento..." />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const e = query.data;
  const ubicacion = formatLugar(e.direccion.ciudad, e.provincia.nombre);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={firstName ? `¡Hola, ${firstName}!` : 'Tu panel'}
        description={`Este es el panel de ${e.nombre}.`}
      />
      <Stack spacing={3}>
        {avisos?.(e.id)}
        {solicitudEnviada && (
          <Alert severity="success" role="status">
            Tu solicitud fue enviada. Acá vas a ver cuando la revisemos.
          </Alert>
        )}
        {logoNoSubido && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={PERFIL_PATH} color="inherit" size="small">
                Ir a Mi perfil
              </Button>
            }
          >
            No pudimos subir tu logo ({logoNoSubido.replace(/\.$/, '')}). Podés agregarlo desde Mi perfil.
          </Alert>
        )}
        <Box component="section" aria-labelledby="estado-titulo">
          <Typography id="estado-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Estado de tu solicitud
          </Typography>
          <EstadoCard emprendimiento={e} />
        </Box>
        {metricas?.(e.id)}
        <ResumenProductos idEmprendimiento={e.id} />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="resumen-titulo"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
            <Box
              sx={{
                width: 80,
                height: 80,
                borderRadius: 2,
                bgcolor: 'action.hover',
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
                flexShrink: 0,
              }}
            >
              {e.logo ? (
                <Box
                  component="img"
                  src={e.logo}
                  alt={`Logo de ${e.nombre}`}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : (
                <StorefrontOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
              )}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography id="resumen-titulo" variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                  {e.nombre}
                </Typography>
                <EstadoEmprendimientoChip estado={e.estado} />
              </Stack>
              <Typography color="text.secondary">
                {e.rubro.nombre} · {ubicacion}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Registrado el {formatDate(e.fechaAlta)}
              </Typography>
            </Box>
            <Button component={RouterLink} to={PERFIL_PATH} variant="outlined" sx={{ flexShrink: 0 }}>
              Editar datos
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
