import { emprendimientoPrivado, type EmprendimientoPrivado } from '@feria/contracts';

// Loaded on demand by lib/cuenta.ts so zod stays off the start-up bundle.
export function parseEmprendimiento(body: unknown): EmprendimientoPrivado {
  return emprendimientoPrivado.parse(body);
}
