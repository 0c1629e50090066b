import { z } from 'zod';
import { uuidParam } from '../common/common.schemas';
import { MENSAJES } from '../common/messages';
import { emprendimientoPublico } from '../emprendimientos/emprendimientos.schemas';
import { endpoint } from '../endpoints/endpoint';

/** docs/producto/entidades.md "History of last 10 visited shops" (decision 039): kept per signed-in buyer. */
export const TIENDAS_VISITADAS_MAX = 10;
export const TIENDAS_VISITADAS_PREFIJO = '/api/comprador/v1/tiendas-visitadas';

/** The anonymous browser history (newest first) merged after login. */
export const importarVisitadasInput = z.object({
  ids: z
    .array(uuidParam)
    .max(TIENDAS_VISITADAS_MAX, MENSAJES.tiendasVisitadasDemasiadas)
    .refine((ids) => new Set(ids).size === ids.length, MENSAJES.tiendasVisitadasRepetidas),
});
export type ImportarVisitadasInput = z.infer<typeof importarVisitadasInput>;

const recurso = 'tiendas-visitadas';
const lista = z.array(emprendimientoPublico);

export const tiendasVisitadasApi = {
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: TIENDAS_VISITADAS_PREFIJO,
    respuesta: lista,
    error: 'No pudimos cargar las tiendas que visitaste.',
  }),
  registrar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${TIENDAS_VISITADAS_PREFIJO}/{idEmprendimiento}`,
    params: z.object({ idEmprendimiento: uuidParam }),
    respuesta: z.null(),
    status: 204,
    error: 'No pudimos guardar la visita.',
  }),
  importar: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${TIENDAS_VISITADAS_PREFIJO}/importar`,
    body: importarVisitadasInput,
    respuesta: lista,
    error: 'No pudimos guardar las tiendas que visitaste.',
  }),
};
