import { useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useController, type Control } from 'react-hook-form';
import type { ProductoInputParsed } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import type { ProductoFormValues } from '../producto-form-values';
import {
  OPCIONES_MAXIMAS,
  agregarValores,
  etiquetaVariante,
  generarVariantes,
  stockTotal,
  type FilaOpcion,
  type FilaVariante,
} from '../variantes-editor';

interface Props {
  control: Control<ProductoFormValues, unknown, ProductoInputParsed>;
  /** The product's uploaded pictures (a variant shows one of them). */
  fotos: { id: number; url: string }[];
  disabled?: boolean;
}

/**
 * 'Opciones y variantes' (docs/producto/variantes.md): up to three options, their values typed as
 * chips (Enter or comma), and the matrix of every combination with its stock, optional price, SKU,
 * picture and switch; each row a card that wraps at 360 px, its fields named after the combination
 * ('Stock de Talle 38 · Negro').
 */
export function OpcionesVariantesEditor({ control, fotos, disabled = false }: Props) {
  const opciones = useController({ control, name: 'opciones' });
  const variantes = useController({ control, name: 'variantes' });
  const filas = variantes.field.value ?? [];
  const lista = opciones.field.value ?? [];
  const errores = variantes.fieldState.error as
    | (
        | {
            stock?: { message?: string };
            precio?: { message?: string };
            sku?: { message?: string };
            valores?: { message?: string };
          }
        | undefined
      )[]
    | { root?: { message?: string }; message?: string }
    | undefined;
  const errorFila = (i: number) => (Array.isArray(errores) ? errores[i] : undefined);
  const errorGeneral =
    (opciones.fieldState.error as { root?: { message?: string } } | undefined)?.root?.message ??
    (!Array.isArray(errores) ? (errores?.root?.message ?? errores?.message) : undefined);

  const cambiarOpciones = (nuevas: FilaOpcion[]) => {
    opciones.field.onChange(nuevas);
    variantes.field.onChange(generarVariantes(nuevas, filas));
  };
  const cambiarFila = (i: number, cambio: Partial<FilaVariante>) =>
    variantes.field.onChange(filas.map((f, k) => (k === i ? { ...f, ...cambio } : f)));

  return (
    <FormSection title="Opciones y variantes">
      <Typography variant="body2" color="text.secondary">
        Si vendés talles, colores o aromas, agregalos como opciones: cada combinación tiene su propio stock y, si
        querés, su precio y su foto.
      </Typography>
      {lista.map((o, i) => (
        <OpcionEditor
          key={i}
          indice={i}
          opcion={o}
          disabled={disabled}
          onChange={(nueva) => cambiarOpciones(lista.map((x, k) => (k === i ? nueva : x)))}
          onQuitar={() => cambiarOpciones(lista.filter((_, k) => k !== i))}
        />
      ))}
      {lista.length < OPCIONES_MAXIMAS && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={disabled}
            onClick={() => opciones.field.onChange([...lista, { nombre: '', valores: [] }])}
          >
            Agregar opción
          </Button>
        </Box>
      )}
      {errorGeneral && (
        <Alert severity="error" role="alert">
          {errorGeneral}
        </Alert>
      )}
      {filas.length > 0 && (
        <Stack spacing={1.5} component="section" aria-labelledby="variantes-titulo">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
            <Typography id="variantes-titulo" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Variantes ({filas.length})
            </Typography>
            <Typography variant="body2" aria-live="polite">
              Stock total: {stockTotal(filas)} (la suma de las variantes habilitadas)
            </Typography>
          </Box>
          {fotos.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Cuando el producto tenga fotos guardadas vas a poder elegir una para cada variante.
            </Typography>
          )}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {filas.map((f, i) => {
              const etiqueta = etiquetaVariante(lista, f.valores);
              const e = errorFila(i);
              return (
                <Box
                  component="li"
                  key={JSON.stringify(f.valores)}
                  aria-label={etiqueta}
                  sx={{
                    border: 1,
                    borderColor: e ? 'error.main' : 'divider',
                    borderRadius: 2,
                    p: 1.5,
                    opacity: f.habilitada ? 1 : 0.7,
                  }}
                >
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                      flexWrap: 'wrap',
                    }}
                  >
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{etiqueta}</Typography>
                    <FormControlLabel
                      sx={{ mr: 0 }}
                      control={
                        <Switch
                          checked={f.habilitada}
                          disabled={disabled}
                          onChange={(ev) => cambiarFila(i, { habilitada: ev.target.checked })}
                          slotProps={{ input: { 'aria-label': `Vender ${etiqueta}` } }}
                        />
                      }
                      label={f.habilitada ? 'A la venta' : 'Pausada'}
                    />
                  </Box>
                  {e?.valores?.message && (
                    <Typography variant="body2" color="error" role="alert">
                      {e.valores.message}
                    </Typography>
                  )}
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      mt: 1,
                      gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
                    }}
                  >
                    <TextField
                      size="small"
                      label="Stock"
                      value={f.stock}
                      disabled={disabled}
                      onChange={(ev) => cambiarFila(i, { stock: ev.target.value })}
                      error={Boolean(e?.stock)}
                      helperText={e?.stock?.message}
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Stock de ${etiqueta}` } }}
                    />
                    <TextField
                      size="small"
                      label="Precio (opcional)"
                      value={f.precio}
                      disabled={disabled}
                      onChange={(ev) => cambiarFila(i, { precio: ev.target.value })}
                      error={Boolean(e?.precio)}
                      helperText={e?.precio?.message}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', 'aria-label': `Precio de ${etiqueta} (opcional)` },
                        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      }}
                    />
                    <TextField
                      size="small"
                      label="SKU"
                      value={f.sku}
                      disabled={disabled}
                      onChange={(ev) => cambiarFila(i, { sku: ev.target.value })}
                      error={Boolean(e?.sku)}
                      helperText={e?.sku?.message}
                      slotProps={{ htmlInput: { 'aria-label': `SKU de ${etiqueta} (opcional)` } }}
                    />
                    <TextField
                      size="small"
                      select
                      label="Foto"
                      value={f.idImagen}
                      disabled={disabled || fotos.length === 0}
                      onChange={(ev) => cambiarFila(i, { idImagen: ev.target.value })}
                      slotProps={{
                        select: { native: true },
                        inputLabel: { shrink: true },
                        htmlInput: { 'aria-label': `Foto de ${etiqueta}` },
                      }}
                    >
                      <option value="">La del producto</option>
                      {fotos.map((foto, k) => (
                        <option key={foto.id} value={String(foto.id)}>
                          Foto {k + 1}
                        </option>
                      ))}
                    </TextField>
                  </Box>
                </Box>
              );
            })}
          </Stack>
        </Stack>
      )}
    </FormSection>
  );
}

function OpcionEditor({
  indice,
  opcion,
  disabled,
  onChange,
  onQuitar,
}: {
  indice: number;
  opcion: FilaOpcion;
  disabled: boolean;
  onChange: (o: FilaOpcion) => void;
  onQuitar: () => void;
}) {
  const [texto, setTexto] = useState('');
  const nombre = opcion.nombre.trim() || `la opción ${indice + 1}`;
  const confirmar = () => {
    if (!texto.trim()) return;
    onChange({ ...opcion, valores: agregarValores(opcion.valores, texto) });
    setTexto('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      confirmar();
    } else if (e.key === 'Backspace' && texto === '' && opcion.valores.length > 0) {
      onChange({ ...opcion, valores: opcion.valores.slice(0, -1) });
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Opción {indice + 1}
      </Box>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label="Nombre de la opción"
            placeholder="Talle, Color, Aroma…"
            value={opcion.nombre}
            disabled={disabled}
            onChange={(e) => onChange({ ...opcion, nombre: e.target.value })}
          />
          <IconButton
            aria-label={opcion.nombre.trim() ? `Quitar la opción ${nombre}` : `Quitar ${nombre}`}
            disabled={disabled}
            onClick={onQuitar}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
        {opcion.valores.length > 0 && (
          <Box
            component="ul"
            aria-label={`Valores de ${nombre}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
          >
            {opcion.valores.map((v) => (
              <li key={v}>
                <Chip
                  label={v}
                  disabled={disabled}
                  onDelete={() => onChange({ ...opcion, valores: opcion.valores.filter((x) => x !== v) })}
                  onClick={() => onChange({ ...opcion, valores: opcion.valores.filter((x) => x !== v) })}
                  // The chip is only there to be removed (Delete or Backspace on it, or its icon).
                  aria-label={`Quitar ${v}`}
                />
              </li>
            ))}
          </Box>
        )}
        <TextField
          size="small"
          label={`Agregar valores de ${nombre}`}
          helperText="Escribí un valor y tocá Enter o coma (por ejemplo 38, 39, 40)."
          value={texto}
          disabled={disabled}
          onChange={(e) => {
            // A pasted '38, 39, 40' becomes chips at once; what follows the last comma stays typed.
            const partes = e.target.value.split(',');
            const resto = partes.pop() ?? '';
            if (partes.length) onChange({ ...opcion, valores: agregarValores(opcion.valores, partes.join(',')) });
            setTexto(resto);
          }}
          onKeyDown={onKeyDown}
          onBlur={confirmar}
          slotProps={{ htmlInput: { enterKeyHint: 'done' } }}
        />
      </Stack>
    </Box>
  );
}
