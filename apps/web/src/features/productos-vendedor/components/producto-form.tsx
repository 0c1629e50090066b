import { useState } from 'react';
import { Alert, Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import {
  MENSAJES_PRODUCTO,
  type AtributoSugerido,
  type ProductoInputParsed,
  type TipoProductoListItem,
} from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { FormSelectField, optionsFrom, type OptionsSource } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { campoDelError } from '../../../lib/form-errors';
import { RUTAS_PRODUCTOS } from '../paths';
import { productoFormResolver, type ProductoFormValues } from '../producto-form-values';
import { AtributosEditor } from './atributos-editor';
import { OpcionesVariantesEditor } from './opciones-variantes-editor';
import { stockTotal } from '../variantes-editor';
import { ImagenesEditor } from './imagenes-editor';
import type { ImagenesProducto } from './use-imagenes-producto';

interface Props {
  defaultValues: ProductoFormValues;
  tipos: OptionsSource<TipoProductoListItem>;
  sugeridas: AtributoSugerido[] | undefined;
  /** The suggestions could not be loaded (the editor still works). */
  sugeridasError?: { message: string; onRetry: () => void };
  imagenes: ImagenesProducto;
  submitLabel: string;
  /** Saves; a rejection keeps every value and its message is shown (a known one under its field). */
  onSubmit: (values: ProductoInputParsed) => Promise<void>;
}

// Fields a server refusal can point at (duplicate SKU 409, unknown type 400); others show above the buttons.
const CAMPOS_DEL_SERVIDOR = ['nombre', 'sku', 'tipoProductoId', 'precio', 'stock', 'descripcion'] as const;

/** 'Cargar Producto' form (create and edit): product data, docs/producto/validacion.md attribute editor, images. */
export function ProductoForm({
  defaultValues,
  tipos,
  sugeridas,
  sugeridasError,
  imagenes,
  submitLabel,
  onSubmit,
}: Props) {
  const { control, handleSubmit, formState, setError } = useForm<ProductoFormValues, unknown, ProductoInputParsed>({
    resolver: productoFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const nombre = useWatch({ control, name: 'nombre' });
  const variantes = useWatch({ control, name: 'variantes' });
  const conVariantes = (variantes?.length ?? 0) > 0;
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = formState.isSubmitting;

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        await onSubmit(values);
      } catch (e) {
        const message = e instanceof Error && e.message ? e.message : MENSAJES_PRODUCTO.errorCrearProducto;
        const campo = campoDelError(e, CAMPOS_DEL_SERVIDOR);
        // A refusal naming one variant's field ('variantes.3.sku') is said under that field.
        const deVariante = /^variantes\.(\d+)\.(stock|precio|sku)$/.exec((e as { campo?: string }).campo ?? '');
        if (deVariante)
          setError(`variantes.${Number(deVariante[1])}.${deVariante[2] as 'stock'}`, { type: 'server', message });
        else if (campo) setError(campo, { type: 'server', message }, { shouldFocus: true });
        else setServerError(message);
      }
    },
    (errors, event) => {
      // Attribute rows are one form value without their own ref: focus the first invalid input.
      const form = event?.target instanceof HTMLFormElement ? event.target : null;
      if (form && Object.keys(errors).every((k) => k === 'atributos'))
        setTimeout(() => form.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(), 0);
    },
  );
  const bloqueado = saving || imagenes.ocupado;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={saving}>
      <Stack spacing={3}>
        <FormSection title="Datos del producto">
          <FormTextField control={control} name="nombre" label="Nombre" required />
          <FormTextField
            control={control}
            name="descripcion"
            label="Descripción"
            multiline
            minRows={4}
            helperText="Contá de qué está hecho, medidas y cuidados (hasta 2000 caracteres)."
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="precio"
              label="Precio"
              required
              helperText="En pesos, por ejemplo 15000 o 1500,50."
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            {conVariantes ? (
              // docs/producto/variantes.md: with variants the product's stock is their sum, edited per variant.
              <TextField
                label="Stock"
                value={String(stockTotal(variantes ?? []))}
                helperText="La suma del stock de las variantes habilitadas."
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            ) : (
              <FormTextField
                control={control}
                name="stock"
                label="Stock"
                required
                helperText="Unidades disponibles; con 0 se muestra sin stock."
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          </Box>
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
          >
            <FormSelectField
              control={control}
              name="tipoProductoId"
              label="Tipo de producto"
              placeholder="Elegí un tipo"
              required
              {...optionsFrom(tipos, (t) => ({ value: t.id, label: t.nombre }))}
            />
            <FormTextField
              control={control}
              name="sku"
              label="SKU (opcional)"
              helperText="Tu código interno; no se repite entre tus productos."
            />
          </Box>
        </FormSection>
        <AtributosEditor control={control} sugeridas={sugeridas} error={sugeridasError} disabled={saving} />
        <ImagenesEditor imagenes={imagenes} nombreProducto={nombre} disabled={saving} />
        <OpcionesVariantesEditor
          control={control}
          fotos={imagenes.items.flatMap((i) => (i.remotaId === null ? [] : [{ id: i.remotaId, url: i.url }]))}
          disabled={saving}
        />
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={bloqueado}>
            {saving ? 'Guardando...' : submitLabel}
          </Button>
          <Button component={RouterLink} to={RUTAS_PRODUCTOS.productos} size="large">
            Cancelar
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
