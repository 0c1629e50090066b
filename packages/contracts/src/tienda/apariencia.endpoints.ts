import { z } from 'zod';
import { idTextoParam } from '../common/common.schemas';
import { MENSAJES_APARIENCIA } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '../endpoints/rutas';
import { aparienciaInput } from './apariencia-input.schemas';
import { apariencia } from './apariencia.schemas';

/** docs/producto/validacion.md: 'ID de emprendimiento es requerido' when the id is missing. */
const params = z.object({ id: idTextoParam(MENSAJES_APARIENCIA.sinId) });

/** docs/producto/api.md#emprendimiento GET/PUT /{id}/apariencia: the whole appearance object, the caller's own shop only. */
export const aparienciaApi = {
  obtener: endpoint({
    recurso: 'apariencia',
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{id}/apariencia`,
    params,
    respuesta: apariencia,
    error: MENSAJES_APARIENCIA.obtener,
  }),
  guardar: endpoint({
    recurso: 'apariencia',
    metodo: 'PUT',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{id}/apariencia`,
    params,
    body: aparienciaInput,
    respuesta: apariencia,
    error: MENSAJES_APARIENCIA.actualizar,
  }),
};

/** POST ?tipo=logo|banner, multipart field `file`: a seller's logo or storefront banner → `{ url }`. */
export const RUTA_IMAGENES_VENDEDOR = '/api/emprendedor/v1/imagenes';
