import {
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Typography,
  type Theme,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  formatPrice,
  type AtributoSugerido,
  type ItemCreacionVoz,
  type ProductoInputParsed,
  type TipoProductoListItem,
} from '@feria/contracts';
import type { ProductoFormValues } from '../../producto-form-values';
import { avisoStockDicho, comoSeGuarda, faltantes } from '../cambios';
import { FotoPreview, type FotoElegida } from './foto-preview';
import { FormularioCard } from './producto-preview-form';

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
