import { ROLES, type Rol } from '@feria/contracts';

/**
 * docs/producto/roles.md#permisos / docs/producto/api.md#convenciones: when choosing the API area or where to send the user, admin wins over
 * emprendedor, which wins over comprador.
 */
export const ACCESS_ROLE_ORDER: readonly Rol[] = ['admin', 'emprendedor', 'comprador'];

/**
 * docs/producto/identidad.md#autenticacion: the role whose profile is checked after sign-in is picked emprendedor first, then
 * comprador, then admin (admins have no profile to complete).
 */
export const PROFILE_ROLE_ORDER: readonly Rol[] = ['emprendedor', 'comprador', 'admin'];

export function isRol(value: string): value is Rol {
  return (ROLES as readonly string[]).includes(value);
}

function firstHeld(order: readonly Rol[], roles: readonly string[]): Rol | undefined {
  return order.find((r) => roles.includes(r));
}

/** Role that decides routing and the API base (admin > emprendedor > comprador); undefined = public. */
export function accessRole(roles: readonly string[]): Rol | undefined {
  return firstHeld(ACCESS_ROLE_ORDER, roles);
}

/** Role whose profile completion is checked (emprendedor > comprador > admin). */
export function profileRole(roles: readonly string[]): Rol | undefined {
  return firstHeld(PROFILE_ROLE_ORDER, roles);
}
