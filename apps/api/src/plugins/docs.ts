import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';
/** `security` of the routes behind requireRole: an access token of the identity server (docs/producto/api.md#convenciones). */
export const BEARER = [{ bearerAuth: [] }];

/** OpenAPI generated from the zod contracts (ARCHITECTURE.md "Tests and tools"), UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Feria API',
        description: 'API del marketplace Feria. Las rutas públicas viven bajo /api/v1/public/core.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token del servidor de identidad (realm feria, cliente frontend)',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`],
    }),
  });
  // The UI loads only its own files (no inline scripts), so the global CSP applies unchanged.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null } as never });
}
