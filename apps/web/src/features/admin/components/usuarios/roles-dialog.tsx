import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { ROLES, usuarioUpdate, type Rol, type UsuarioAdmin } from '@feria/contracts';
import { nombreCompleto } from '../../format';
import { ROL_LABEL } from '../../paths';

interface Props {
  usuario: UsuarioAdmin | null;
  open: boolean;
  onClose: () => void;
  onSave: (roles: Rol[]) => void;
  pending: boolean;
  error: string | null;
}

/** 'Editar roles': one checkbox per realm role (docs/producto/roles.md#permisos); at least one stays checked. */
export function RolesDialog({ usuario, open, onClose, onSave, pending, error }: Props) {
  const titleId = useId();
  const [roles, setRoles] = useState<Rol[]>(usuario?.roles ?? []);
  const [validation, setValidation] = useState<string | null>(null);
  const [shown, setShown] = useState({ id: usuario?.id, open });
  if (usuario?.id !== shown.id || open !== shown.open) {
    setShown({ id: usuario?.id, open });
    if (open) {
      // Each opening starts from the user's current roles (state adjusted during render).
      setRoles(usuario?.roles ?? []);
      setValidation(null);
    }
  }
  const toggle = (rol: Rol, checked: boolean) => {
    setValidation(null);
    setRoles((r) => (checked ? ROLES.filter((x) => x === rol || r.includes(x)) : r.filter((x) => x !== rol)));
  };
  const save = () => {
    const parsed = usuarioUpdate.safeParse({ roles });
    if (!parsed.success) return setValidation(parsed.error.issues[0]?.message ?? 'Elegí al menos un rol');
    onSave(roles);
  };
  const ambos = roles.includes('comprador') && roles.includes('emprendedor');

  return (
    <Dialog
      open={open && usuario !== null}
      onClose={() => !pending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Editar roles</DialogTitle>
      <DialogContent>
        {usuario && (
          <FormControl component="fieldset" error={validation !== null} disabled={pending}>
            <FormLabel component="legend" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              Roles de {nombreCompleto(usuario)}
            </FormLabel>
            <FormGroup>
              {ROLES.map((rol) => (
                <FormControlLabel
                  key={rol}
                  label={ROL_LABEL[rol]}
                  control={<Checkbox checked={roles.includes(rol)} onChange={(e) => toggle(rol, e.target.checked)} />}
                />
              ))}
            </FormGroup>
            {validation && <FormHelperText>{validation}</FormHelperText>}
          </FormControl>
        )}
        {ambos && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Con los roles Comprador y Emprendedor a la vez, la persona no puede entrar a ninguno de los dos paneles.
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          {pending ? 'Guardando...' : 'Guardar roles'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
