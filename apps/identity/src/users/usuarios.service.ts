import { sql } from 'drizzle-orm';
import type { Page, Rol, UsuarioAdmin, UsuarioUpdate, UsuariosQuery } from '@feria/contracts';
import { ROLES } from '@feria/contracts';
import { queryOne, queryRows, type IdentityDb } from '../db/identity-db';
import { revokeAccount } from '../oidc/revoke-account';
import { findUserById, textArray, type UserRow } from './users.repository';

/** What the API's admin area (issue #3 §5) needs from the identity users. */
export interface UsuariosService {
  listar(q: UsuariosQuery): Promise<Page<UsuarioAdmin>>;
  obtener(id: string): Promise<UsuarioAdmin | null>;
  /** `habilitado: false` also ends all the user's sessions, grants and refresh tokens. */
  actualizar(id: string, cambios: UsuarioUpdate): Promise<UsuarioAdmin | null>;
  contarPorRol(): Promise<{ admin: number; emprendedor: number; comprador: number; deshabilitados: number }>;
  datosDe(ids: string[]): Promise<Map<string, { email: string; nombre: string }>>;
}

export function usuariosService(db: IdentityDb): UsuariosService {
  return {
    async listar(q) {
      const busqueda = q.busqueda?.trim();
      const pattern = busqueda ? `%${busqueda.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = sql`WHERE true
        ${pattern ? sql`AND (email ILIKE ${pattern} OR username ILIKE ${pattern}
          OR (first_name || ' ' || last_name) ILIKE ${pattern})` : sql``}
        ${q.rol ? sql`AND ${q.rol} = ANY(roles)` : sql``}`;
      const total = await queryOne<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM identity.users ${where}`);
      const rows = await queryRows<UserRow>(
        db,
        sql`SELECT * FROM identity.users ${where} ORDER BY created_at DESC, email LIMIT ${q.size} OFFSET ${q.page * q.size}`,
      );
      const totalElements = Number(total?.n ?? 0);
      return {
        content: rows.map(toUsuarioAdmin),
        totalElements,
        totalPages: Math.ceil(totalElements / q.size),
        number: q.page,
        size: q.size,
      };
    },

    async obtener(id) {
      const row = await findUserById(db, id);
      return row ? toUsuarioAdmin(row) : null;
    },

    async actualizar(id, cambios) {
      const row = await queryOne<UserRow>(
        db,
        sql`UPDATE identity.users SET
              enabled = ${cambios.habilitado === undefined ? sql`enabled` : sql`${cambios.habilitado}`},
              roles = ${cambios.roles === undefined ? sql`roles` : textArray([...new Set(cambios.roles)])},
              updated_at = now()
            WHERE id = ${id} RETURNING *`,
      );
      if (!row) return null;
      if (cambios.habilitado === false) await revokeAccount(db, id);
      return toUsuarioAdmin(row);
    },

    async contarPorRol() {
      const row = await queryOne<Record<'admin' | 'emprendedor' | 'comprador' | 'deshabilitados', number | string>>(
        db,
        sql`SELECT
              count(*) FILTER (WHERE 'admin' = ANY(roles)) AS admin,
              count(*) FILTER (WHERE 'emprendedor' = ANY(roles)) AS emprendedor,
              count(*) FILTER (WHERE 'comprador' = ANY(roles)) AS comprador,
              count(*) FILTER (WHERE NOT enabled) AS deshabilitados
            FROM identity.users`,
      );
      return {
        admin: Number(row?.admin ?? 0),
        emprendedor: Number(row?.emprendedor ?? 0),
        comprador: Number(row?.comprador ?? 0),
        deshabilitados: Number(row?.deshabilitados ?? 0),
      };
    },

    async datosDe(ids) {
      const unique = [...new Set(ids)];
      const result = new Map<string, { email: string; nombre: string }>();
      if (unique.length === 0) return result;
      const rows = await queryRows<UserRow>(db, sql`SELECT * FROM identity.users WHERE id = ANY(${textArray(unique)})`);
      for (const row of rows) result.set(row.id, { email: row.email, nombre: nombreCompleto(row) });
      return result;
    },
  };
}

export const nombreCompleto = (row: Pick<UserRow, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`.trim();

const isRol = (value: string): value is Rol => (ROLES as readonly string[]).includes(value);

function toUsuarioAdmin(row: UserRow): UsuarioAdmin {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles.filter(isRol),
    habilitado: row.enabled,
    fechaAlta: new Date(row.created_at).toISOString(),
  };
}
