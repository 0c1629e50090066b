import { useForm, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  InputAdornment,
  Stack,
  Typography,
  type Theme,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import {
  formatPrice,
  type AtributoSugerido,
  type ItemCreacionVoz,
  type ProductoInputParsed,
  type TipoProductoListItem,
} from '@feria/contracts';
import { FormSelectField } from '../../../../components/ui/form-select-field';
import { FormTextField } from '../../../../components/ui/form-text-field';
import { AtributosEditor } from '../../components/atributos-editor';
import type { ProductoFormValues } from '../../producto-form-values';
import { faltantes, resolverVistaPrevia } from '../cambios';
import { FotoPreview, type FotoElegida } from './foto-preview';

/** Amber that reads at AA on the card in both modes (MUI's warning orange is 3.1:1 on white); the sales chips use the same pair. */
const AVISO_CHIP = {
  color: (t: Theme) => (t.palette.mode === 'dark' ? '#FCD34D' : '#92400E'),
  borderColor: 'currentColor',
} as const;

interface Props {
  indice: number;
  valores: ProductoFormValues;
  editando: boolean;
  tipos: TipoProductoListItem[] | undefined;
  sugeridas: AtributoSugerido[] | undefined;
  disabled: boolean;
  /** The seller chose to publish it without what it lacks. */
  publicar: boolean;
  onPublicar: (publicar: boolean) => void;
  onEditar: () => void;
  onGuardar: (valores: ProductoFormValues, payload: ProductoInputParsed) => void;
  onEliminar: () => void;
  /** The count the stock came from, or the one to ask about (docs/producto/voz.md#cuenta-sin-lista). */
  stockDicho?: ItemCreacionVoz['stockDicho'];
  /** Takes the asked count as the stock. */
  onStock?: (stock: string) => void;
  /** The photo picked in the preview (docs/producto/voz.md#foto-desde-la-vista-previa). */
  foto?: FotoElegida | null;
  onFoto?: (archivo: File | null) => void;
}

/** What the card says it lacks: 'stock y una foto' to add, 'stock ni foto' when published anyway. */
function loQueFalta(falta: readonly ('stock' | 'foto')[], aunque: boolean): string {
  if (falta.length === 2) return aunque ? 'stock ni foto' : 'stock y una foto';
  return falta[0] === 'stock' ? 'stock' : aunque ? 'foto' : 'una foto';
}

/** Whether the product is public after confirming, in words (docs/producto/voz.md#foto-desde-la-vista-previa). */
function comoSeGuarda(falta: readonly ('stock' | 'foto')[], publicar: boolean): string {
  if (falta.length === 0) return 'Se publica al confirmar.';
  if (publicar) return `Se publica al confirmar, aunque no tenga ${loQueFalta(falta, true)}.`;
  return `Se guarda deshabilitado: no se ve en la tienda hasta que le agregues ${loQueFalta(falta, false)} y lo habilites en Mis productos.`;
}

/** What the stock field says about a count without a list (docs/producto/voz.md#cuenta-sin-lista). */
export function avisoStockDicho(dicho: ItemCreacionVoz['stockDicho'], stock: string): string | null {
  if (!dicho) return null;
  if (dicho.tomado && stock === String(dicho.valor)) return `Lo tomé de «${dicho.texto}»: cambialo si no es así.`;
  if (!dicho.tomado && !stock) return `Dijiste «${dicho.texto}»: ¿tenés ${dicho.valor} en stock?`;
  return null;
}

/**
 * docs/producto/voz-grabador.md#estados-del-grabador creation preview: one detected product, editable with the product form's rules, saved
 * or deleted. It says what it lacks (stock, photo) and that it is saved disabled unless the seller
 * publishes it anyway (docs/producto/voz.md#sin-stock-o-sin-foto).
 */
export function ProductoPreviewCard({
  indice,
  valores,
  editando,
  tipos,
  sugeridas,
  disabled,
  publicar,
  onPublicar,
  onEditar,
  onGuardar,
  onEliminar,
  stockDicho,
  onStock,
  foto = null,
  onFoto,
}: Props) {
  const titulo = valores.nombre || `Producto ${indice + 1}`;
  if (!editando) {
    const tipo = tipos?.find((t) => String(t.id) === valores.tipoProductoId)?.nombre;
    const atributos = valores.atributos.filter((a) => a.clave.trim() || a.valor.trim());
    const falta = faltantes(valores, foto !== null);
    const sinStock = falta.includes('stock');
    const aviso = avisoStockDicho(stockDicho, valores.stock);
    return (
      <Card variant="outlined" component="li" aria-label={`Producto ${indice + 1}: ${titulo}`}>
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {titulo}
          </Typography>
          <Typography variant="body2">
            {formatPrice(Number(valores.precio.replace(/\./g, '').replace(',', '.')))} ·{' '}
            {sinStock ? 'Sin stock' : `Stock ${valores.stock}`}
            {aviso && stockDicho?.tomado ? ` — lo tomé de «${stockDicho.texto}»` : ''} {tipo ? `· ${tipo}` : ''}{' '}
            {valores.sku ? `· SKU ${valores.sku}` : ''}
          </Typography>
          {aviso && stockDicho && !stockDicho.tomado && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
              <Typography variant="body2">{aviso}</Typography>
              {onStock && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onStock(String(stockDicho.valor))}
                  disabled={disabled}
                  aria-label={`Sí, ${stockDicho.valor} en stock de ${titulo}`}
                >
                  Sí, {stockDicho.valor} en stock
                </Button>
              )}
            </Stack>
          )}
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {sinStock && <Chip size="small" variant="outlined" label="Sin stock" sx={AVISO_CHIP} />}
            {falta.includes('foto') && <Chip size="small" variant="outlined" label="Sin foto" sx={AVISO_CHIP} />}
          </Stack>
          {onFoto && <FotoPreview titulo={titulo} foto={foto} onFoto={onFoto} disabled={disabled} />}
          <Typography
            variant="body2"
            color={publicar || falta.length === 0 ? 'text.primary' : 'text.secondary'}
            sx={{ mt: 1 }}
          >
            {comoSeGuarda(falta, publicar)}
          </Typography>
          {falta.length > 0 && (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={publicar}
                  onChange={(e) => onPublicar(e.target.checked)}
                  disabled={disabled}
                />
              }
              label={`Publicar ${titulo} igual`}
              slotProps={{ typography: { variant: 'body2' } }}
            />
          )}
          {valores.descripcion && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {valores.descripcion}
            </Typography>
          )}
          {atributos.length > 0 && (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {atributos.map((a) => (
                <Chip key={`${a.clave}-${a.valor}`} size="small" label={`${a.clave}: ${a.valor}`} />
              ))}
            </Stack>
          )}
        </CardContent>
        <CardActions>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEditar}
            disabled={disabled}
            aria-label={`Editar ${titulo}`}
          >
            Editar
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
      </Card>
    );
  }
  return (
    <FormularioCard {...{ indice, valores, tipos, sugeridas, disabled, onGuardar, onEliminar, titulo, stockDicho }} />
  );
}

type PropsFormulario = Omit<Props, 'editando' | 'onEditar' | 'publicar' | 'onPublicar' | 'foto' | 'onFoto'> & {
  titulo: string;
};

function FormularioCard({
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
