import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MENSAJES_VOZ,
  productosVendedorApi,
  respuestaVoz,
  RUTA_PROCESAR_AUDIO,
  vozApi,
  type ProductoInput,
  type RespuestaVoz,
} from '@feria/contracts';
import { consulta, llamar } from '../../../../lib/api-endpoint';
import { uploadWithProgress } from '../../../../lib/upload-with-progress';
import { subirImagenProducto } from '../../api/imagenes-producto';

// docs/producto/api.md#productos voice calls: procesarAudio (multipart: file grabacion.wav, emprendimientoId, the
// browser's transcript), its typed variant, the server's speech engine; batch create and modify
// call the product endpoints, one request per product in parallel, each failure reported. A
// created product's photo is uploaded right after it (docs/producto/voz.md#foto-desde-la-vista-previa).

export function useMotorVoz(activo: boolean) {
  return useQuery({ ...consulta(vozApi.motor, {}), enabled: activo, staleTime: 5 * 60_000 });
}

export function procesarAudio(wav: Blob, emprendimientoId: string, transcripcion: string): Promise<RespuestaVoz> {
  const form = new FormData();
  form.append('emprendimientoId', emprendimientoId);
  if (transcripcion.trim()) form.append('transcripcion', transcripcion.trim());
  form.append('file', wav, 'grabacion.wav');
  return uploadWithProgress(RUTA_PROCESAR_AUDIO, form, {
    schema: respuestaVoz,
    onProgress: () => undefined,
    errorMessage: MENSAJES_VOZ.errorAudio(),
  });
}

export const procesarTexto = (texto: string, emprendimientoId: string) =>
  llamar(vozApi.procesarTexto, { body: { texto, emprendimientoId } });

export interface ResultadoLote {
  ok: number;
  errores: { nombre: string; mensaje: string }[];
}

async function enLote<T>(
  items: readonly T[],
  nombre: (t: T) => string,
  hacer: (t: T) => Promise<unknown>,
): Promise<ResultadoLote> {
  const resultados = await Promise.allSettled(items.map(hacer));
  const errores = resultados.flatMap((r, i) =>
    r.status === 'rejected'
      ? [{ nombre: nombre(items[i]!), mensaje: r.reason instanceof Error ? r.reason.message : String(r.reason) }]
      : [],
  );
  return { ok: items.length - errores.length, errores };
}

/** One product of the creation preview: what to create, its photo, and whether the photo is what publishes it. */
export interface CreacionVoz {
  producto: ProductoInput;
  foto: File | null;
  /** Created disabled and enabled once the photo is on the server (docs/producto/voz.md#foto-desde-la-vista-previa). */
  habilitarConFoto: boolean;
}

/** A created product that still needs the seller: its photo did not upload, or it could not be enabled after it. */
export interface AvisoCreado {
  id: string;
  nombre: string;
  texto: string;
}

export interface ResultadoCreacion extends ResultadoLote {
  /** Created products that ended up disabled (docs/producto/voz.md#sin-stock-o-sin-foto). */
  deshabilitados: number;
  avisos: AvisoCreado[];
}

/**
 * docs/producto/voz.md#foto-desde-la-vista-previa: create, upload the photo, then enable. A failed
 * upload leaves the product saved as it was created (disabled unless published on purpose).
 */
async function crearUno(
  idEmprendimiento: string,
  { producto, foto, habilitarConFoto }: CreacionVoz,
  onProgreso: (p: number) => void,
): Promise<{ habilitado: boolean; aviso: AvisoCreado | null }> {
  const creado = await llamar(productosVendedorApi.crear, { query: { idEmprendimiento }, body: producto });
  const { id, nombre } = creado;
  if (!foto) return { habilitado: creado.habilitado, aviso: null };
  try {
    await subirImagenProducto(id, foto, onProgreso);
  } catch {
    const texto = `No pudimos subir la foto de ${nombre}: agregala desde Mis productos`;
    return { habilitado: creado.habilitado, aviso: { id, nombre, texto } };
  } finally {
    onProgreso(100);
  }
  if (!habilitarConFoto || creado.habilitado) return { habilitado: creado.habilitado, aviso: null };
  try {
    await llamar(productosVendedorApi.habilitar, { params: { id } });
    return { habilitado: true, aviso: null };
  } catch {
    return {
      habilitado: false,
      aviso: { id, nombre, texto: `No pudimos publicar ${nombre}: habilitalo desde Mis productos` },
    };
  }
}

/** The writes of the voice dialogs; the product lists are read again after them. */
export function useEscriturasVoz(idEmprendimiento: string) {
  const client = useQueryClient();
  const refrescar = () => client.invalidateQueries({ queryKey: [productosVendedorApi.misProductos.recurso] });
  return {
    /** Creates each product (and uploads its photo); `onProgreso` gets the photos' overall upload percent. */
    crear: async (items: readonly CreacionVoz[], onProgreso: (p: number) => void): Promise<ResultadoCreacion> => {
      const progresos = new Map<number, number>();
      const avanzar = (i: number, p: number) => {
        progresos.set(i, p);
        const conFoto = items.filter((it) => it.foto).length;
        onProgreso(Math.round([...progresos.values()].reduce((a, b) => a + b, 0) / conFoto));
      };
      const creados: Awaited<ReturnType<typeof crearUno>>[] = [];
      const r = await enLote(
        items.map((it, i) => ({ ...it, i })),
        (it) => it.producto.nombre,
        async (it) => creados.push(await crearUno(idEmprendimiento, it, (p) => avanzar(it.i, p))),
      );
      await refrescar();
      return {
        ...r,
        deshabilitados: creados.filter((c) => !c.habilitado).length,
        avisos: creados.flatMap((c) => (c.aviso ? [c.aviso] : [])),
      };
    },
    /** Reads each product, applies its change and PUTs it. */
    modificar: async (
      cambios: readonly {
        id: string;
        nombre: string;
        payload: (p: Awaited<ReturnType<typeof obtener>>) => ProductoInput;
      }[],
    ) => {
      const r = await enLote(
        cambios,
        (c) => c.nombre,
        async (c) =>
          llamar(productosVendedorApi.actualizar, { params: { id: c.id }, body: c.payload(await obtener(c.id)) }),
      );
      await refrescar();
      return r;
    },
  };
}

const obtener = (id: string) => llamar(productosVendedorApi.obtener, { params: { id } });
