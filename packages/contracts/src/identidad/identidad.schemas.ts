import { z } from 'zod';
import { ROLES } from '../common/constants';

/** spec §3 "User profile", as the identity server's /account answers it (Keycloak shape). */
export const cuentaPerfil = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  emailVerified: z.boolean().optional(),
});
export type CuentaPerfil = z.infer<typeof cuentaPerfil>;

/** spec §6: realm roles read from the access token. Precedence admin > emprendedor > comprador (§7.1). */
export const rol = z.enum(ROLES);

/** Claims the API reads from a verified access token (spec §3 "Login token claims read"). */
export interface UsuarioAutenticado {
  sub: string;
  sid: string | undefined;
  email: string | undefined;
  nombre: string | undefined;
  roles: string[];
}

/** spec §7.1: "Responses described as boolean-like". We answer objects with the flag named. */
export const verificacion = z.object({ completo: z.boolean() });
export type Verificacion = z.infer<typeof verificacion>;
