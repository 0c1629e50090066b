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

// docs/producto/api.md#productos voice calls: procesarAudio (multipart: file grabacion.wav, emprendimientoId, the
// browser's transcript), its typed variant, the server's speech engine; batch create and modify
// call the product endpoints, one request per product in parallel, each failure reported.

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

/** The writes of the voice dialogs; the product lists are read again after them. */
export function useEscriturasVoz(idEmprendimiento: string) {
  const client = useQueryClient();
  const refrescar = () => client.invalidateQueries({ queryKey: [productosVendedorApi.misProductos.recurso] });
  return {
    crear: async (productos: readonly ProductoInput[]) => {
      const r = await enLote(
        productos,
        (p) => p.nombre,
        (body) => llamar(productosVendedorApi.crear, { query: { idEmprendimiento }, body }),
      );
      await refrescar();
      return r;
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
