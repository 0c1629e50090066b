import { z } from 'zod';
import { ROLES } from '../common/constants';

/** docs/producto/entidades.md "User profile", as the identity server's /account answers it (Keycloak shape). */
export const cuentaPerfil = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  emailVerified: z.boolean().optional(),
});
export type CuentaPerfil = z.infer<typeof cuentaPerfil>;

/** docs/producto/roles.md#permisos: realm roles read from the access token. Precedence admin > emprendedor > comprador (docs/producto/api.md#convenciones). */
export const rol = z.enum(ROLES);

/** Claims the API reads from a verified access token (docs/producto/entidades.md "Login token claims read"). */
export interface UsuarioAutenticado {
  sub: string;
  sid: string | undefined;
  email: string | undefined;
  nombre: string | undefined;
  roles: string[];
}

/** docs/producto/api.md#convenciones: "Responses described as boolean-like". We answer objects with the flag named. */
export const verificacion = z.object({ completo: z.boolean() });
export type Verificacion = z.infer<typeof verificacion>;
