import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductoImagen } from '@feria/contracts';
import { eliminarImagenProducto, ordenarImagenesProducto, subirImagenProducto } from '../api/imagenes-producto';
import {
  coincideConServidor,
  desdeRemotas,
  fusionarServidor,
  fusionarSubida,
  hacerPrincipal as alFrente,
  mover as moverItem,
  ordenDeseado,
  validarArchivos,
  type ImagenItem,
} from '../imagenes-lista';

interface Opciones {
  /** Set once the product exists (edit, or after creating it): picked images upload at once. */
  productoId: string | undefined;
  iniciales?: ProductoImagen[];
  /** After the server's images changed (the page refreshes the product lists). */
  onCambio?: () => void;
}

const mensaje = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Ocurrió un error inesperado');

/**
 * The product's images in the editor. Before the product exists they stay local (object-URL
 * previews) and `subirPendientes(id)` uploads them after the create; once it exists every change
 * goes to the server at once. Uploads run one image per request, in order, so each shows its own
 * progress and one failure keeps the others.
 */
export function useImagenesProducto({ productoId, iniciales = [], onCambio }: Opciones) {
  const [items, setItemsState] = useState<ImagenItem[]>(() => desdeRemotas(iniciales));
  const ref = useRef(items);
  const servidor = useRef<ProductoImagen[]>(iniciales);
  const corriendo = useRef<Promise<boolean> | null>(null);
  const contador = useRef(0);
  const [avisos, setAvisos] = useState<string[]>([]);
  const [ocupado, setOcupado] = useState(false);

  const setItems = useCallback((fn: (prev: ImagenItem[]) => ImagenItem[]) => {
    ref.current = fn(ref.current);
    setItemsState(ref.current);
  }, []);
  const actualizar = useCallback(
    (key: string, cambio: Partial<ImagenItem>) =>
      setItems((prev) => prev.map((i) => (i.key === key ? { ...i, ...cambio } : i))),
    [setItems],
  );

  // Previews of picked files are object URLs: free them when the page goes away.
  useEffect(() => () => ref.current.forEach((i) => i.archivo && URL.revokeObjectURL(i.url)), []);

  const desdeServidor = useCallback(
    (respuesta: ProductoImagen[], fusion: (prev: ImagenItem[]) => ImagenItem[]) => {
      servidor.current = respuesta;
      setItems(fusion);
      onCambio?.();
    },
    [onCambio, setItems],
  );

  /**
   * PUT orden when the editor's order differs from the server's (after uploads, moves or removals).
   * Calls are queued so the last order sent is the seller's last move; a refused order puts the
   * server's order back.
   */
  const cola = useRef<Promise<boolean>>(Promise.resolve(true));
  const sincronizarOrden = useCallback(
    (id: string): Promise<boolean> => {
      const paso = async () => {
        const orden = ordenDeseado(ref.current);
        if (!orden || coincideConServidor(orden, servidor.current)) return true;
        try {
          servidor.current = await ordenarImagenesProducto(id, orden);
          onCambio?.();
          return true;
        } catch (e) {
          setAvisos([mensaje(e)]);
          setItems((prev) => fusionarServidor(prev, servidor.current));
          return false;
        }
      };
      cola.current = cola.current.then(paso, paso);
      return cola.current;
    },
    [onCambio, setItems],
  );

  const subirCola = useCallback(
    async (id: string): Promise<boolean> => {
      const intentadas = new Set<string>();
      for (;;) {
        const item = ref.current.find((i) => i.remotaId === null && i.error === null && !intentadas.has(i.key));
        if (!item?.archivo) break;
        intentadas.add(item.key);
        actualizar(item.key, { progreso: 0 });
        try {
          const respuesta = await subirImagenProducto(id, item.archivo, (p) => actualizar(item.key, { progreso: p }));
          URL.revokeObjectURL(item.url);
          desdeServidor(respuesta, (prev) => fusionarSubida(prev, item.key, respuesta));
        } catch (e) {
          actualizar(item.key, { progreso: null, error: mensaje(e) });
        }
      }
      if (ref.current.some((i) => i.remotaId === null)) return false;
      return sincronizarOrden(id);
    },
    [actualizar, desdeServidor, sincronizarOrden],
  );

  /** Uploads every image not on the server yet (failed ones are tried again). Resolves true when all made it. */
  const subirPendientes = useCallback(
    (id: string): Promise<boolean> => {
      if (corriendo.current) return corriendo.current.then(() => subirPendientes(id));
      setItems((prev) => prev.map((i) => (i.remotaId === null ? { ...i, error: null } : i)));
      setOcupado(true);
      const run = subirCola(id).finally(() => {
        corriendo.current = null;
        setOcupado(false);
      });
      corriendo.current = run;
      return run;
    },
    [setItems, subirCola],
  );

  const agregar = useCallback(
    (archivos: File[]) => {
      const { aceptados, errores } = validarArchivos(archivos, ref.current.length);
      setAvisos(errores);
      if (!aceptados.length) return;
      const nuevos = aceptados.map((archivo): ImagenItem => {
        contador.current += 1;
        return {
          key: `l${contador.current}`,
          url: URL.createObjectURL(archivo),
          remotaId: null,
          archivo,
          progreso: null,
          error: null,
        };
      });
      setItems((prev) => [...prev, ...nuevos]);
      if (productoId) void subirPendientes(productoId);
    },
    [productoId, setItems, subirPendientes],
  );

  /** Reorders at once; once the product is saved the order goes to the server too. */
  const reordenar = useCallback(
    (cambio: (prev: ImagenItem[]) => ImagenItem[]) => {
      const antes = ref.current;
      const despues = cambio(antes);
      if (despues === antes) return;
      setItems(() => despues);
      if (productoId && ordenDeseado(despues)) void sincronizarOrden(productoId);
    },
    [productoId, setItems, sincronizarOrden],
  );

  const mover = useCallback(
    (index: number, delta: number) => reordenar((prev) => moverItem(prev, index, delta)),
    [reordenar],
  );
  const hacerPrincipal = useCallback((index: number) => reordenar((prev) => alFrente(prev, index)), [reordenar]);

  /** Local images go at once; saved ones are deleted on the server (the component asks first). Resolves to the error, if any. */
  const quitar = useCallback(
    async (key: string): Promise<string | null> => {
      const item = ref.current.find((i) => i.key === key);
      if (!item) return null;
      setAvisos([]);
      if (item.remotaId === null) {
        URL.revokeObjectURL(item.url);
        setItems((prev) => prev.filter((i) => i.key !== key));
        if (productoId) await sincronizarOrden(productoId);
        return null;
      }
      if (!productoId) return null;
      setOcupado(true);
      try {
        const respuesta = await eliminarImagenProducto(productoId, item.remotaId);
        desdeServidor(respuesta, (prev) => fusionarServidor(prev, respuesta));
        return null;
      } catch (e) {
        return mensaje(e);
      } finally {
        setOcupado(false);
      }
    },
    [desdeServidor, productoId, setItems, sincronizarOrden],
  );

  const reintentar = useCallback(() => {
    if (productoId) void subirPendientes(productoId);
  }, [productoId, subirPendientes]);

  return {
    items,
    avisos,
    ocupado,
    subiendo: items.some((i) => i.progreso !== null),
    /** Changes go to the server at once (the product exists); otherwise on save. */
    inmediato: Boolean(productoId),
    agregar,
    mover,
    hacerPrincipal,
    quitar,
    reintentar,
    subirPendientes,
  };
}

export type ImagenesProducto = ReturnType<typeof useImagenesProducto>;
