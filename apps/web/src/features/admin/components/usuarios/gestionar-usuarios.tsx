import { useEffect, useState } from 'react';
import { Box, InputAdornment, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { ROLES, type Rol, type UsuarioAdmin, type UsuarioUpdate } from '@feria/contracts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../../components/ui/page-header';
import { PagePagination } from '../../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/ui/page-states';
import { useActualizarUsuario, useUsuarios } from '../../api/admin';
import { nombreCompleto } from '../../format';
import { ADMIN_PAGE_SIZE, readUsuariosParams, writeUsuariosParams } from '../../list-params';
import { ROL_LABEL } from '../../paths';
import { useDebouncedValue } from '../../use-debounced-value';
import { RolesDialog } from './roles-dialog';
import { UsuariosList } from './usuarios-list';
import { useNotificar } from '../../../../components/ui/notificaciones';

type Dialogo = { tipo: 'habilitado' | 'roles'; usuario: UsuarioAdmin | null; open: boolean };

/** 'Gestionar Usuarios': search, role filter, enable/disable and roles, filters in the URL. */
export function GestionarUsuarios({ currentUserId }: { currentUserId: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const filtros = readUsuariosParams(params);
  const [texto, setTexto] = useState(filtros.q);
  const busqueda = useDebouncedValue(texto.trim(), 350);
  useEffect(() => {
    if (busqueda !== filtros.q) setParams(writeUsuariosParams({ ...filtros, q: busqueda, page: 0 }), { replace: true });
  }, [busqueda]); // eslint-disable-line react-hooks/exhaustive-deps -- only a settled search text writes the URL

  const lista = useUsuarios({
    busqueda: filtros.q || undefined,
    rol: filtros.rol,
    page: filtros.page,
    size: ADMIN_PAGE_SIZE,
  });
  const actualizar = useActualizarUsuario();
  const [dialogo, setDialogo] = useState<Dialogo>({ tipo: 'roles', usuario: null, open: false });
  const notificar = useNotificar();
  const u = dialogo.usuario;

  const abrir = (tipo: Dialogo['tipo'], usuario: UsuarioAdmin) => {
    actualizar.reset();
    setDialogo({ tipo, usuario, open: true });
  };
  const cerrar = () => setDialogo((d) => ({ ...d, open: false }));
  const guardar = (cambios: UsuarioUpdate, mensaje: string) => {
    if (!u) return;
    actualizar.mutate(
      { id: u.id, cambios },
      {
        onSuccess: () => {
          cerrar();
          notificar.exito(mensaje);
        },
      },
    );
  };

  return (
    <Box>
      <PageHeader
        title="Gestionar Usuarios"
        description="Buscá cuentas, habilitalas o deshabilitalas y cambiá sus roles."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2.5, maxWidth: 760 }}>
        <TextField
          label="Buscar por nombre o e-mail"
          type="search"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Rol"
          value={filtros.rol ?? ''}
          onChange={(e) =>
            setParams(
              writeUsuariosParams({
                ...filtros,
                q: texto.trim(),
                rol: (e.target.value || undefined) as Rol | undefined,
                page: 0,
              }),
            )
          }
          sx={{ minWidth: { sm: 200 } }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Todos los roles</MenuItem>
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {ROL_LABEL[r]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ position: 'relative' }}>
        {lista.isPending ? (
          <LoadingState label="Cargando usuarios..." />
        ) : lista.isError ? (
          <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
        ) : lista.data.content.length === 0 ? (
          <EmptyState
            title="No encontramos usuarios"
            description={filtros.q || filtros.rol ? 'Probá con otra búsqueda o quitá el filtro de rol.' : undefined}
          />
        ) : (
          <>
            {lista.isPlaceholderData && (
              <LinearProgress
                aria-label="Actualizando la lista"
                sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
              />
            )}
            <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
              {lista.data.totalElements === 1
                ? '1 usuario'
                : `${lista.data.totalElements.toLocaleString('es-AR')} usuarios`}
            </Typography>
            <UsuariosList
              usuarios={lista.data.content}
              currentUserId={currentUserId}
              onEditRoles={(x) => abrir('roles', x)}
              onToggleHabilitado={(x) => abrir('habilitado', x)}
            />
            <PagePagination
              page={lista.data.number}
              totalPages={lista.data.totalPages}
              onChange={(p) => setParams(writeUsuariosParams({ ...filtros, page: p }))}
              label="Páginas de usuarios"
            />
          </>
        )}
      </Box>
      <RolesDialog
        usuario={u}
        open={dialogo.open && dialogo.tipo === 'roles'}
        onClose={cerrar}
        pending={actualizar.isPending}
        error={actualizar.error?.message ?? null}
        onSave={(roles) => guardar({ roles }, `Actualizamos los roles de ${u ? nombreCompleto(u) : ''}`)}
      />
      <ConfirmDialog
        open={dialogo.open && dialogo.tipo === 'habilitado'}
        title={u?.habilitado ? '¿Deshabilitar esta cuenta?' : '¿Habilitar esta cuenta?'}
        confirmLabel={u?.habilitado ? 'Deshabilitar' : 'Habilitar'}
        destructive={u?.habilitado}
        pending={actualizar.isPending}
        error={actualizar.error?.message}
        onClose={cerrar}
        onConfirm={() =>
          u &&
          guardar(
            { habilitado: !u.habilitado },
            `${nombreCompleto(u)} quedó ${u.habilitado ? 'deshabilitado' : 'habilitado'}`,
          )
        }
      >
        {u && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {u.habilitado
              ? `${nombreCompleto(u)} (${u.email}) no va a poder iniciar sesión y sus sesiones abiertas se cierran.`
              : `${nombreCompleto(u)} (${u.email}) va a poder volver a iniciar sesión.`}
          </Typography>
        )}
      </ConfirmDialog>
    </Box>
  );
}
