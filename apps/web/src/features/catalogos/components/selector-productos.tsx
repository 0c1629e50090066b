import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  DialogActions,
  DialogContent,
  FormControlLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { formatPrice } from '@feria/contracts';
import type { ProductoVendedor } from '@feria/contracts';
import { Link as RouterLink } from 'react-router';
import { useActualizarProductosCatalogo } from '../api/catalogos';
import { alternarProducto, buscarProductos, mismosIds } from '../catalogos-store';
import { CARGAR_PRODUCTO_PATH } from '../paths';

interface Props {
  idCatalogo: number;
  productos: ProductoVendedor[];
  /** Ids the catalog holds now, in its order. */
  inicial: string[];
  onCancel: () => void;
  onSaved: () => void;
}

/** Searchable multi-select of the shop's products; saves the whole id list at once. */
export function SelectorProductos({ idCatalogo, productos, inicial, onCancel, onSaved }: Props) {
  const [seleccion, setSeleccion] = useState<string[]>(inicial);
  const [texto, setTexto] = useState('');
  const guardar = useActualizarProductosCatalogo();
  const visibles = useMemo(() => buscarProductos(productos, texto), [productos, texto]);
  const sinCambios = mismosIds(seleccion, inicial);
  const n = seleccion.length;

  // mutateAsync, not mutate's per-call onSuccess: saving clears the catalog's cached products, which
  // unmounts this selector while it reloads, and per-call callbacks of an unmounted caller never run.
  const save = () =>
    guardar.mutateAsync({ idCatalogo, productosIds: seleccion }).then(onSaved, () => {
      /* the error is shown from guardar.error */
    });

  return (
    <>
      <DialogContent dividers>
        {productos.length === 0 ? (
          <Stack spacing={2} sx={{ py: 2, alignItems: 'flex-start' }}>
            <Typography>Todavía no cargaste productos para agregar a este catálogo.</Typography>
            <Button component={RouterLink} to={CARGAR_PRODUCTO_PATH} variant="outlined">
              Cargar un producto
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <TextField
              label="Buscar productos"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: { maxLength: 100, autoComplete: 'off' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {n === 1 ? '1 producto seleccionado' : `${n} productos seleccionados`}
            </Typography>
            {visibles.length === 0 ? (
              <Typography sx={{ py: 2 }}>Ningún producto coincide con “{texto.trim()}”.</Typography>
            ) : (
              <Box component="ul" aria-label="Productos de tu tienda" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {visibles.map((p) => (
                  <Box
                    component="li"
                    key={p.id}
                    sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
                  >
                    <FormControlLabel
                      sx={{ width: '100%', m: 0, py: 0.75, alignItems: 'center' }}
                      control={
                        <Checkbox
                          checked={seleccion.includes(p.id)}
                          onChange={() => setSeleccion((s) => alternarProducto(s, p.id))}
                        />
                      }
                      label={<ProductoLabel producto={p} />}
                    />
                  </Box>
                ))}
              </Box>
            )}
          </Stack>
        )}
        {guardar.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {guardar.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={guardar.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={save} disabled={guardar.isPending || sinCambios || productos.length === 0}>
          {guardar.isPending ? 'Guardando...' : 'Guardar productos'}
        </Button>
      </DialogActions>
    </>
  );
}

function ProductoLabel({ producto: p }: { producto: ProductoVendedor }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, py: 0.25 }}>
      <Box
        aria-hidden
        sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {p.rutaImagen && (
          <Box
            component="img"
            src={p.rutaImagen}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{p.nombre}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.25 }}>
          <Typography variant="body2" color="text.secondary">
            {formatPrice(p.precio)} · Stock {p.stock}
          </Typography>
          {!p.habilitado && <Chip size="small" variant="outlined" label="Deshabilitado" />}
        </Stack>
      </Box>
    </Stack>
  );
}
