import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { MENSAJES } from '@feria/contracts';

/**
 * The contracts schemas carry Spanish texts for the rules users meet (price, stock, lengths), but
 * zod's own fallback for a wrong shape (an object where a list goes, a number as an attribute
 * key) is English. In this scope such issues answer 'Los datos enviados no son válidos' instead
 * (zod's per-parse error map: it never overrides a message the schema defines).
 */
export const validatorCompilerEs: FastifySchemaCompiler<$ZodType> = (route) => {
  const validar = validatorCompiler(route);
  return (data: unknown) => {
    const result = validar(data);
    if (typeof result !== 'object' || !('error' in result) || !Array.isArray(result.error)) return result;
    const es = z.safeParse(route.schema, data, { error: () => MENSAJES.parametrosInvalidos });
    const issues = es.error?.issues ?? [];
    result.error.forEach((e, i) => {
      e.message = issues[i]?.message ?? MENSAJES.parametrosInvalidos;
    });
    return result;
  };
};
