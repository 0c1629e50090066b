import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useController, useFormState, type Control } from 'react-hook-form';
import type { AtributoSugerido, ProductoInputParsed } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import {
  agregarFila,
  aplicarSugerencia,
  cambiarFila,
  clavesSugeridas,
  MAX_ATRIBUTOS,
  normalizarClave,
  puedeAgregar,
  puedeQuitar,
  quitarFila,
  valoresSugeridos,
  type FilaAtributo,
} from '../atributos-editor';
import type { ProductoFormValues } from '../producto-form-values';

interface Props {
  control: Control<ProductoFormValues, unknown, ProductoInputParsed>;
  /** Keys and values the shop already uses (GET atributos/{emprendimientoId}); undefined while loading. */
  sugeridas: AtributoSugerido[] | undefined;
  /** The suggestions failed to load: say so, with a retry; typing still works. */
  error?: { message: string; onRetry: () => void };
  disabled?: boolean;
}

type Foco = { index: number; campo: 'clave' | 'valor' } | null;

/**
 * docs/producto/validacion.md attribute editor: one row always stays, placeholders 'Ej: Color' / 'Ej: Azul', the
 * shop's own keys as suggestions (never one already present), empty rows dropped on save. The
 * rows are one form value; the rules live in ../atributos-editor.ts.
 */
export function AtributosEditor({ control, sugeridas = [], error: errorSugeridas, disabled }: Props) {
  // No onBlur: a half-typed row is only judged when saving (then again on every change).
  const { field } = useController({ control, name: 'atributos' });
  const { errors } = useFormState({ control, name: 'atributos' });
  const filas = field.value;
  const baseId = useId();
  const refs = useRef<Record<string, HTMLInputElement | null>>({});
  const foco = useRef<Foco>(null);

  useEffect(() => {
    const f = foco.current;
    if (!f) return;
    foco.current = null;
    refs.current[`${f.campo}${f.index}`]?.focus();
  }, [filas]);

  const cambiar = (nuevas: FilaAtributo[], siguienteFoco: Foco = null) => {
    foco.current = siguienteFoco;
    field.onChange(nuevas);
  };
  const sugerir = (clave: string) => {
    const nuevas = aplicarSugerencia(filas, clave);
    const index = nuevas.findIndex((f) => normalizarClave(f.clave) === normalizarClave(clave));
    cambiar(nuevas, { index, campo: 'valor' });
  };
  const claves = clavesSugeridas(filas, sugeridas);
  const rowErrors = errors.atributos;

  return (
    <FormSection
      title="Atributos"
      description="Características como color, talle o material. Las filas que dejes vacías no se guardan."
    >
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {filas.map((fila, i) => {
          const error = rowErrors?.[i];
          const valores = valoresSugeridos(fila.clave, sugeridas);
          const listId = `${baseId}-valores-${i}`;
          return (
            <Box
              component="li"
              key={i}
              // Phones stack key over value: a line tells the rows apart.
              sx={(t) => ({
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                [t.breakpoints.down('sm')]: {
                  alignItems: 'center',
                  pb: 2,
                  borderBottom: `1px solid ${t.palette.divider}`,
                },
              })}
            >
              <Stack
                role="group"
                aria-label={`Atributo ${i + 1}`}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ flex: 1, minWidth: 0 }}
              >
                <TextField
                  label="Atributo"
                  placeholder="Ej: Color"
                  value={fila.clave}
                  onChange={(e) => cambiar(cambiarFila(filas, i, { clave: e.target.value }))}
                  inputRef={(el: HTMLInputElement | null) => {
                    refs.current[`clave${i}`] = el;
                  }}
                  error={Boolean(error?.clave)}
                  helperText={error?.clave?.message}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  label="Valor"
                  placeholder="Ej: Azul"
                  value={fila.valor}
                  onChange={(e) => cambiar(cambiarFila(filas, i, { valor: e.target.value }))}
                  inputRef={(el: HTMLInputElement | null) => {
                    refs.current[`valor${i}`] = el;
                  }}
                  error={Boolean(error?.valor)}
                  helperText={error?.valor?.message}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: valores.length ? { list: listId } : undefined }}
                />
                {valores.length > 0 && (
                  <datalist id={listId}>
                    {valores.map((v) => (
                      <option key={v} value={v} />
                    ))}
                  </datalist>
                )}
              </Stack>
              <IconButton
                aria-label={`Quitar atributo ${i + 1}`}
                onClick={() => cambiar(quitarFila(filas, i), { index: Math.max(0, i - 1), campo: 'clave' })}
                disabled={disabled || !puedeQuitar(filas)}
                sx={{ mt: { sm: 1 } }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      {rowErrors?.root?.message && (
        <Alert severity="error" role="alert">
          {rowErrors.root.message}
        </Alert>
      )}
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden />}
          onClick={() => cambiar(agregarFila(filas), { index: filas.length, campo: 'clave' })}
          disabled={disabled || !puedeAgregar(filas)}
        >
          Agregar atributo
        </Button>
        {!puedeAgregar(filas) && (
          <Typography variant="body2" color="text.secondary">
            Llegaste al máximo de {MAX_ATRIBUTOS} atributos.
          </Typography>
        )}
      </Box>
      {errorSugeridas && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={errorSugeridas.onRetry}>
              Reintentar
            </Button>
          }
        >
          No pudimos cargar los atributos que ya usás: {errorSugeridas.message}
        </Alert>
      )}
      {claves.length > 0 && (
        <Box component="section" aria-labelledby={`${baseId}-sug`}>
          <Typography id={`${baseId}-sug`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Atributos que ya usás en tu tienda:
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {claves.map((c) => (
              <Chip
                key={c}
                label={c}
                icon={<AddIcon aria-hidden />}
                variant="outlined"
                onClick={() => sugerir(c)}
                disabled={disabled}
                aria-label={`Usar atributo ${c}`}
              />
            ))}
          </Stack>
        </Box>
      )}
    </FormSection>
  );
}
