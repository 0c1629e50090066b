import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { MENSAJES_PERFIL, type UsuarioAdmin } from '@feria/contracts';
import { nombreCompleto } from '../../format';
import { ROL_LABEL } from '../../paths';

export interface UsuarioActions {
  onToggleHabilitado: (u: UsuarioAdmin) => void;
  onEditRoles: (u: UsuarioAdmin) => void;
}

interface Props extends UsuarioActions {
  usuarios: UsuarioAdmin[];
  currentUserId: string | undefined;
}

function Nombre({ u, yo }: { u: UsuarioAdmin; yo: boolean }) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {nombreCompleto(u)}
      </Box>
      {yo && (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {' '}
          (vos)
        </Box>
      )}
    </>
  );
}

function Roles({ u }: { u: UsuarioAdmin }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {u.roles.map((r) => (
        <Chip key={r} label={ROL_LABEL[r]} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function Estado({ u }: { u: UsuarioAdmin }) {
  return (
    <Chip
      label={u.habilitado ? 'Habilitado' : 'Deshabilitado'}
      color={u.habilitado ? 'success' : 'default'}
      size="small"
      variant={u.habilitado ? 'outlined' : 'filled'}
    />
  );
}

/** The admin's own row offers no changes: the server refuses them, so say why instead. */
function Acciones({ u, yo, onToggleHabilitado, onEditRoles }: { u: UsuarioAdmin; yo: boolean } & UsuarioActions) {
  const nombre = nombreCompleto(u);
  const motivoId = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: { md: 'flex-end' } }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: { md: 'flex-end' } }}>
        <Button
          size="small"
          variant="outlined"
          disabled={yo}
          onClick={() => onEditRoles(u)}
          aria-label={`Editar roles de ${nombre}`}
          aria-describedby={yo ? motivoId : undefined}
        >
          Editar roles
        </Button>
        <Button
          size="small"
          color={u.habilitado ? 'error' : 'primary'}
          variant="outlined"
          disabled={yo}
          onClick={() => onToggleHabilitado(u)}
          aria-label={`${u.habilitado ? 'Deshabilitar' : 'Habilitar'} a ${nombre}`}
          aria-describedby={yo ? motivoId : undefined}
        >
          {u.habilitado ? 'Deshabilitar' : 'Habilitar'}
        </Button>
      </Stack>
      {yo && (
        <Typography id={motivoId} variant="caption" color="text.secondary">
          {MENSAJES_PERFIL.noPodesCambiarTuCuenta}
        </Typography>
      )}
    </Stack>
  );
}

/** Users as a table on desktop and as cards on phones (identity management). */
export function UsuariosList({ usuarios, currentUserId, ...actions }: Props) {
  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  if (!desktop) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {usuarios.map((u) => (
          <li key={u.id}>
            <Card>
              <CardContent>
                <Stack spacing={1}>
                  <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
                    <Nombre u={u} yo={u.id === currentUserId} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {u.email}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
                    <Estado u={u} />
                    <Roles u={u} />
                  </Stack>
                  <Acciones u={u} yo={u.id === currentUserId} {...actions} />
                </Stack>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table aria-label="Usuarios">
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Roles</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {usuarios.map((u) => (
            <TableRow key={u.id} hover>
              <TableCell component="th" scope="row">
                <Nombre u={u} yo={u.id === currentUserId} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.email}</TableCell>
              <TableCell>
                <Roles u={u} />
              </TableCell>
              <TableCell>
                <Estado u={u} />
              </TableCell>
              <TableCell align="right">
                <Acciones u={u} yo={u.id === currentUserId} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
