import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { cambioMasivo, type CambioMasivo, type ProductoVendedor } from '@feria/contracts';
import { formatPrice } from '../../../lib/format';
import { precioDesdeTexto } from '../precio-texto';
import { porcentajeDesdeTexto, precioConPorcentaje, stockDesdeTexto } from './edicion-masiva-precio';

export type AccionMasiva = 'precio' | 'stock' | 'habilitar' | 'deshabilitar';

interface Props {
  accion: AccionMasiva | null;
  /** The chosen products, in the list's order (the first one is the price example). */
  productos: ProductoVendedor[];
  pending: boolean;
  /** The server's message of a failed attempt: the dialog stays open with it. */
  error?: string | null;
  onConfirmar: (cambio: CambioMasivo) => void;
  onClose: () => void;
}

export const cuantosProductos = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

const TITULOS: Record<AccionMasiva, (n: string) => string> = {
  precio: (n) => `Cambiar el precio de ${n}`,
  stock: (n) => `Cambiar el stock de ${n}`,
  habilitar: (n) => `¿Habilitar ${n}?`,
  deshabilitar: (n) => `¿Deshabilitar ${n}?`,
};
const BOTONES: Record<AccionMasiva, (n: string) => string> = {
  precio: (n) => `Cambiar ${n}`,
  stock: (n) => `Cambiar ${n}`,
  habilitar: (n) => `Habilitar ${n}`,
  deshabilitar: (n) => `Deshabilitar ${n}`,
};

type Modo = 'precio' | 'porcentaje';

/** The change a form's values describe, or the contracts schema's message for the first thing wrong. */
function leerCambio(accion: AccionMasiva, modo: Modo, texto: string): { cambio?: CambioMasivo; error?: string } {
  const crudo =
    accion === 'habilitar' || accion === 'deshabilitar'
      ? { tipo: 'habilitado', habilitado: accion === 'habilitar' }
      : accion === 'stock'
        ? { tipo: 'stock', stock: stockDesdeTexto(texto) }
        : modo === 'precio'
          ? { tipo: 'precio', precio: precioDesdeTexto(texto) }
          : { tipo: 'porcentaje', porcentaje: porcentajeDesdeTexto(texto) };
  const r = cambioMasivo.safeParse(crudo);
  return r.success ? { cambio: r.data } : { error: r.error.issues[0]?.message ?? 'Revisá el valor' };
}

/** 'Remera $ 12.000 → $ 13.200': the first chosen product with the new price. */
function ejemplo(p: ProductoVendedor | undefined, cambio: CambioMasivo | undefined): string | null {
  if (!p || !cambio) return null;
  const nuevo =
    cambio.tipo === 'precio'
      ? cambio.precio
      : cambio.tipo === 'porcentaje'
        ? precioConPorcentaje(p.precio, cambio.porcentaje)
        : null;
  return nuevo === null ? null : `${p.nombre} ${formatPrice(p.precio)} → ${formatPrice(nuevo)}`;
}

function Formulario({ accion, productos, pending, error, onConfirmar, onClose }: Props & { accion: AccionMasiva }) {
  const [modo, setModo] = useState<Modo>('porcentaje');
  const [texto, setTexto] = useState('');
  const [intentado, setIntentado] = useState(false);
  const titleId = useId();
  const n = cuantosProductos(productos.length);
  const conValor = accion === 'precio' || accion === 'stock';
  const leido = leerCambio(accion, modo, texto);
  const conOpciones = productos.some((p) => (p.opciones?.length ?? 0) > 0);
  const muestra = accion === 'precio' ? ejemplo(productos[0], leido.cambio) : null;

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    if (leido.cambio && !pending) onConfirmar(leido.cambio);
  };
  const cerrar = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open onClose={cerrar} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id={titleId}>{TITULOS[accion](n)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {accion === 'precio' && (
              <RadioGroup
                row
                aria-label="Cómo cambia el precio"
                value={modo}
                onChange={(_, v) => {
                  setModo(v as Modo);
                  setIntentado(false);
                }}
              >
                <FormControlLabel value="porcentaje" control={<Radio />} label="Porcentaje" />
                <FormControlLabel value="precio" control={<Radio />} label="Precio fijo" />
              </RadioGroup>
            )}
            {conValor && (
              <TextField
                autoFocus
                label={accion === 'stock' ? 'Stock nuevo' : modo === 'precio' ? 'Precio nuevo' : 'Porcentaje'}
                placeholder={accion === 'stock' ? '10' : modo === 'precio' ? '15.000' : '10 o -15'}
                value={texto}
                onChange={(e) => setTexto(e.target.value)}
                error={intentado && Boolean(leido.error)}
                helperText={
                  intentado && leido.error
                    ? leido.error
                    : accion === 'precio' && modo === 'porcentaje'
                      ? 'Positivo sube, negativo baja. Se redondea al peso.'
                      : ' '
                }
                disabled={pending}
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { inputMode: accion === 'stock' ? 'numeric' : 'decimal' } }}
              />
            )}
            {accion === 'precio' && (
              // Always present (empty until the value reads), so screen readers hear the example change.
              <Typography aria-live="polite" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {muestra}
                {muestra && productos.length > 1 && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` (y ${cuantosProductos(productos.length - 1)} más)`}
                  </Typography>
                )}
              </Typography>
            )}
            {accion === 'precio' && conOpciones && (
              <Typography variant="body2" color="text.secondary">
                {modo === 'precio'
                  ? 'Las variantes con precio propio dejan ese precio y toman este.'
                  : 'Los precios propios de las variantes cambian en el mismo porcentaje.'}
              </Typography>
            )}
            {accion === 'stock' && conOpciones && (
              <Typography variant="body2" color="text.secondary">
                En los productos con opciones (talles, colores…), cada variante habilitada queda con ese stock.
              </Typography>
            )}
            {accion === 'habilitar' && <Typography>Vuelven a verse en tu tienda.</Typography>}
            {accion === 'deshabilitar' && (
              <Typography>Dejan de verse en tu tienda hasta que los vuelvas a habilitar.</Typography>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={cerrar} disabled={pending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={accion === 'deshabilitar' ? 'error' : 'primary'}
            disabled={pending}
            autoFocus={!conValor}
          >
            {pending ? 'Guardando...' : BOTONES[accion](n)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The bulk change's dialog (docs/producto/edicion-masiva.md#pantalla): the value, a live example for
 * prices, and a confirmation that names how many products change. MUI's Dialog keeps the focus inside.
 */
export function EdicionMasivaDialogo(props: Props) {
  // A new form (empty values) each time it opens.
  return props.accion ? <Formulario key={props.accion} {...props} accion={props.accion} /> : null;
}
