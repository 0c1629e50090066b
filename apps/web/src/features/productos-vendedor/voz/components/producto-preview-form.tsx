import { useForm, useWatch } from 'react-hook-form';
import { Box, Button, Card, CardActions, CardContent, InputAdornment, Stack } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import type { AtributoSugerido, ItemCreacionVoz, ProductoInputParsed, TipoProductoListItem } from '@feria/contracts';
import { FormSelectField } from '../../../../components/ui/form-select-field';
import { FormTextField } from '../../../../components/ui/form-text-field';
import { AtributosEditor } from '../../components/atributos-editor';
import type { ProductoFormValues } from '../../producto-form-values';
import { avisoStockDicho, resolverVistaPrevia } from '../cambios';
interface PropsFormulario {
  indice: number;
  titulo: string;
  valores: ProductoFormValues;
  tipos: TipoProductoListItem[] | undefined;
  sugeridas: AtributoSugerido[] | undefined;
  disabled: boolean;
  onGuardar: (valores: ProductoFormValues, payload: ProductoInputParsed) => void;
  onEliminar: () => void;
  /** The count the stock came from, or the one to ask about (docs/producto/voz.md#cuenta-sin-lista). */
  stockDicho?: ItemCreacionVoz['stockDicho'];
}

/** The preview card in edit mode: the product form's fields and rules (docs/producto/voz.md#sin-stock-o-sin-foto: empty stock is no stock). */
export function FormularioCard({
  indice,
  valores,
  tipos,
  sugeridas,
  disabled,
  onGuardar,
  onEliminar,
  titulo,
  stockDicho,
}: PropsFormulario) {
  const { control, handleSubmit, getValues } = useForm<ProductoFormValues, unknown, ProductoInputParsed>({
    defaultValues: valores,
    resolver: resolverVistaPrevia,
  });
  const stock = useWatch({ control, name: 'stock' });
  const guardar = handleSubmit((payload, e) => {
    e?.preventDefault();
    onGuardar(getValues(), payload);
  });
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={`Producto ${indice + 1}: ${titulo} (editando)`}
      sx={{ borderColor: 'primary.main' }}
    >
      <Box component="form" noValidate onSubmit={(e) => void guardar(e)}>
        <CardContent>
          <Stack spacing={2}>
            <FormTextField control={control} name="nombre" label="Nombre" required size="small" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="precio"
                label="Precio"
                required
                size="small"
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <FormTextField
                control={control}
                name="stock"
                label="Stock"
                size="small"
                helperText={`${avisoStockDicho(stockDicho, stock) ?? ''} Vacío: sin stock (se guarda deshabilitado)`.trim()}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormSelectField
                control={control}
                name="tipoProductoId"
                label="Categoría"
                placeholder="Elegí un tipo"
                required
                options={tipos?.map((t) => ({ value: t.id, label: t.nombre }))}
                loading={!tipos}
              />
              <FormTextField control={control} name="sku" label="SKU (opcional)" size="small" />
            </Box>
            <FormTextField
              control={control}
              name="descripcion"
              label="Descripción"
              multiline
              minRows={2}
              size="small"
            />
            <AtributosEditor control={control} sugeridas={sugeridas} disabled={disabled} />
          </Stack>
        </CardContent>
        <CardActions>
          <Button
            type="submit"
            size="small"
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            disabled={disabled}
            aria-label={`Guardar ${titulo}`}
          >
            Guardar
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onEliminar}
            disabled={disabled}
            aria-label={`Eliminar ${titulo}`}
          >
            Eliminar
          </Button>
        </CardActions>
      </Box>
    </Card>
  );
}
