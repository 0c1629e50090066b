import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { MENSAJES_VOZ, type ItemCreacionVoz, type ProductoInputParsed } from '@feria/contracts';
import { useAtributosSugeridos, useTiposProducto } from '../../api/productos';
import type { ProductoFormValues } from '../../producto-form-values';
import type { CreacionVoz, ResultadoCreacion } from '../api/voz';
import { planDeGuardado, resolverVistaPrevia, valoresDeItem } from '../cambios';
import type { FotoElegida } from './foto-preview';
import { AlertaLote, PAPEL, useEnvioLote } from './overlay';
import { ProductoPreviewCard } from './producto-preview-card';

interface Fila {
  clave: number;
  valores: ProductoFormValues;
  editando: boolean;
  /** Published on purpose without stock or photo; otherwise saved disabled (docs/producto/voz.md#sin-stock-o-sin-foto). */
  publicar: boolean;
  /** The count the stock came from or is asked about (docs/producto/voz.md#cuenta-sin-lista). */
  stockDicho: ItemCreacionVoz['stockDicho'];
  /** Uploaded right after the product is created (docs/producto/voz.md#foto-desde-la-vista-previa). */
  foto: FotoElegida | null;
}

interface Props {
  idEmprendimiento: string;
  items: ItemCreacionVoz[];
  mensaje: string;
  onCancelar: () => void;
  /** Creates the products (one POST each, in parallel, each followed by its photo); the caller shows the overlay and the outcome. */
  onConfirmar: (productos: CreacionVoz[]) => Promise<ResultadoCreacion>;
}

/** docs/producto/voz-grabador.md#estados-del-grabador CREAR_PRODUCTO_PENDIENTE_CONFIRMACION: the detected products, editable, then 'Confirmar Carga de N Producto(s)'. */
export function CreacionDialog({ idEmprendimiento, items, mensaje, onCancelar, onConfirmar }: Props) {
  const tipos = useTiposProducto();
  const sugeridas = useAtributosSugeridos(idEmprendimiento);
  // Items the command left without price, type or name open in edit mode; without stock they can
  // go as they are (saved disabled, docs/producto/voz.md#sin-stock-o-sin-foto).
  const [filas, setFilas] = useState<Fila[]>(() =>
    items.map((it, i) => ({
      clave: i,
      valores: valoresDeItem(it),
      editando: it.precio === null || it.tipoProductoId === null || !it.nombre,
      publicar: false,
      stockDicho: it.stockDicho ?? null,
      foto: null,
    })),
  );
  const { error, errores, enviando, setError, enviar } = useEnvioLote();
  const [avisos, setAvisos] = useState<ResultadoCreacion['avisos']>([]);
  // The previews are object URLs: freed when replaced or removed, and the rest when the dialog closes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const activas = urls.current;
    return () => activas.forEach((u) => URL.revokeObjectURL(u));
  }, []);
  const soltar = (foto: FotoElegida | null) => {
    if (!foto) return;
    URL.revokeObjectURL(foto.url);
    urls.current.delete(foto.url);
  };
  const elegirFoto = (f: Fila, archivo: File | null) => {
    soltar(f.foto);
    const url = archivo ? URL.createObjectURL(archivo) : null;
    if (url) urls.current.add(url);
    actualizar(f.clave, { foto: archivo && url ? { archivo, url } : null });
  };
  const enEdicion = filas.filter((f) => f.editando).length;
  const n = filas.length;

  const actualizar = (clave: number, cambio: Partial<Fila>) =>
    setFilas((fs) => fs.map((f) => (f.clave === clave ? { ...f, ...cambio } : f)));

  const confirmar = async () => {
    setError(null);
    setAvisos([]);
    const validos: CreacionVoz[] = [];
    for (const f of filas) {
      const r = await resolverVistaPrevia(f.valores, undefined, { fields: {}, shouldUseNativeValidation: false });
      if (Object.keys(r.errors).length === 0) {
        const plan = planDeGuardado(f.valores, f.foto !== null, f.publicar);
        validos.push({
          producto: { ...(r.values as ProductoInputParsed), habilitado: plan.crearHabilitado },
          foto: f.foto?.archivo ?? null,
          habilitarConFoto: plan.habilitarConFoto,
        });
      } else actualizar(f.clave, { editando: true });
    }
    if (validos.length === 0) return setError(MENSAJES_VOZ.sinProductosValidos);
    if (validos.length < filas.length) return setError('Revisá los productos marcados: les falta algún dato.');
    const r = await enviar(
      () => onConfirmar(validos),
      (r) => MENSAJES_VOZ.errorCargaLote(r.ok ? `${r.ok} se crearon; ${r.errores.length} no.` : undefined),
      (e) => MENSAJES_VOZ.errorCargaLote(e instanceof Error ? e.message : undefined),
    );
    // The ones created are gone from the list; the failed ones stay to retry, with their photo.
    if (r?.errores.length) {
      const fallidos = new Set(r.errores.map((e) => e.nombre));
      setFilas((fs) => fs.filter((f) => fallidos.has(f.valores.nombre.trim())));
      setAvisos(r.avisos);
    }
  };

  return (
    <Dialog
      open
      onClose={enviando ? undefined : onCancelar}
      fullWidth
      maxWidth="md"
      aria-labelledby="voz-crear-titulo"
      slotProps={{ paper: { sx: PAPEL } }}
    >
      <DialogTitle id="voz-crear-titulo">Productos detectados</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {mensaje}
        </Typography>
        {n === 0 ? (
          <Alert severity="info">{MENSAJES_VOZ.sinProductosValidos}</Alert>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Productos a cargar">
            {filas.map((f, i) => (
              <ProductoPreviewCard
                key={f.clave}
                indice={i}
                valores={f.valores}
                editando={f.editando}
                tipos={tipos.data}
                sugeridas={sugeridas.data}
                disabled={enviando}
                publicar={f.publicar}
                onPublicar={(publicar) => actualizar(f.clave, { publicar })}
                onEditar={() => actualizar(f.clave, { editando: true })}
                onGuardar={(valores) => actualizar(f.clave, { valores, editando: false })}
                onEliminar={() => {
                  soltar(f.foto);
                  setFilas((fs) => fs.filter((x) => x.clave !== f.clave));
                }}
                stockDicho={f.stockDicho}
                onStock={(stock) => actualizar(f.clave, { valores: { ...f.valores, stock } })}
                foto={f.foto}
                onFoto={(archivo) => elegirFoto(f, archivo)}
              />
            ))}
          </Stack>
        )}
        <AlertaLote error={error} errores={errores} />
        {avisos.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {avisos.map((a) => (
              <Typography key={a.id} variant="body2">
                {a.texto}
              </Typography>
            ))}
          </Alert>
        )}
        {enEdicion > 0 && n > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Guardá cada producto en edición para confirmar la carga.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancelar} disabled={enviando}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void confirmar()} disabled={n === 0 || enEdicion > 0 || enviando}>
          Confirmar Carga de {n} Producto(s)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
