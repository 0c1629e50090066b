import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMPRENDIMIENTOS_VENDEDOR_PREFIJO,
  errorBody,
  importacionConErrores,
  PLANILLA_MAX_BYTES,
  planillaApi as api,
  rutaFastify,
  type CodigoError,
  type Endpoint,
  type ExportarPlanillaQuery,
  type ImportarPlanillaQuery,
} from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { bytesDelArchivo } from '../../modules/media/archivo-subido';
import {
  cabecerasDeArchivo,
  exportarPlanilla,
  plantillaPlanilla,
  type Archivo,
} from '../../modules/productos/planilla/exportar';
import { importarPlanilla } from '../../modules/productos/planilla/importar';

const tags = ['Emprendedor: productos'];
const errores = (...s: number[]) => Object.fromEntries(s.map((x) => [x, errorBody]));
type Params = { idEmprendimiento: string };
/** docs/producto/planilla.md#errores: over PLANILLA_MAX_BYTES. */
const DEMASIADO_GRANDE: CodigoError = 'PLANILLA_DEMASIADO_GRANDE';

/** The uploaded spreadsheet's bytes: 400 without the `archivo` field, 413 over 5 MB. */
async function archivoSubido(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw errorDe('PLANILLA_SIN_ARCHIVO');
  const parte = await req.file();
  if (!parte || parte.fieldname !== 'archivo') throw errorDe('PLANILLA_SIN_ARCHIVO');
  return bytesDelArchivo(req, parte, DEMASIADO_GRANDE);
}

/**
 * The catalogue by spreadsheet (docs/producto/planilla.md): export, template and import under
 * /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/productos/…, the shop's owner only
 * (another's shop answers 404). Registered by hand (not `rutasDe`): two answer a file, one
 * reads multipart and answers its 422 with the plan.
 */
export const planillaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: PLANILLA_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  app.addHook('onRequest', requireRole('emprendedor'));

  const descarga = (
    e: Endpoint,
    summary: string,
    generar: (req: FastifyRequest<{ Params: Params; Querystring: ExportarPlanillaQuery }>) => Promise<Archivo>,
  ) =>
    app.get<{ Params: Params; Querystring: ExportarPlanillaQuery }>(
      rutaFastify(e.ruta, EMPRENDIMIENTOS_VENDEDOR_PREFIJO),
      {
        schema: {
          tags,
          summary,
          security: BEARER,
          params: e.params,
          querystring: e.query,
          produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          response: { 200: e.respuesta, ...errores(400, 401, 403, 404) },
        },
      },
      async (req, reply: FastifyReply) => {
        const a = await generar(req);
        return reply.headers(cabecerasDeArchivo(a)).send(a.contenido);
      },
    );

  descarga(api.exportar, 'Exportar mis productos (una fila por variante) como CSV o Excel', (req) =>
    exportarPlanilla(
      userContextFrom(req),
      req.params.idEmprendimiento,
      req.query.formato,
      `${req.protocol}://${req.host}`,
    ),
  );
  descarga(api.plantilla, 'Descargar la plantilla para cargar productos por planilla', (req) =>
    plantillaPlanilla(userContextFrom(req), req.params.idEmprendimiento, req.query.formato),
  );

  app.post<{ Params: Params; Querystring: ImportarPlanillaQuery }>(
    rutaFastify(api.importar.ruta, EMPRENDIMIENTOS_VENDEDOR_PREFIJO),
    {
      schema: {
        tags,
        summary:
          'Importar productos desde una planilla (CSV o Excel, campo multipart archivo); simular=true para ver el plan',
        consumes: ['multipart/form-data'],
        security: BEARER,
        params: api.importar.params,
        querystring: api.importar.query,
        response: { 200: api.importar.respuesta, 422: importacionConErrores, ...errores(400, 401, 403, 404, 413) },
      },
    },
    async (req, reply) => {
      const bytes = await archivoSubido(req);
      const r = await importarPlanilla(userContextFrom(req), req.params.idEmprendimiento, bytes, req.query.simular);
      if (req.query.simular || r.errores.length === 0) return r;
      // docs/producto/planilla.md#errores: nothing was written; the body carries every problem.
      const e = errorDe('PLANILLA_CON_ERRORES');
      return reply.code(e.statusCode).send({ mensaje: e.message, codigo: e.codigo, ...r });
    },
  );
};
