import { sql } from 'drizzle-orm';
import type { Page, Rol, UsuarioAdmin, UsuarioUpdate, UsuariosQuery } from '@feria/contracts';
import { ROLES } from '@feria/contracts';
import { queryOne, queryRows, type IdentityDb } from '../db/identity-db';
import { revokeAccount } from '../oidc/revoke-account';
import { notifyAccountChange } from './account-state';
import { findUserById, textArray, type UserRow } from './users.repository';

/** Outcome of an admin's change to an account; the refusals are expected, typed outcomes. */
export type ResultadoActualizacion =
  | { ok: true; antes: UsuarioAdmin; despues: UsuarioAdmin }
  | { ok: false; motivo: 'no-encontrado' | 'propia-cuenta' | 'ultimo-admin' };

/** What the API's admin area needs from the identity users. */
export interface UsuariosService {
  listar(q: UsuariosQuery): Promise<Page<UsuarioAdmin>>;
  obtener(id: string): Promise<UsuarioAdmin | null>;
  /**
   * `habilitado: false` also ends all the user's sessions, grants and refresh tokens. `actorId`
   * (the admin asking) may not change its own account, and the last enabled admin may not lose
   * admin or be disabled. API instances are told through ACCOUNT_CHANGES_CHANNEL.
   */
  actualizar(id: string, cambios: UsuarioUpdate, actorId?: string): Promise<ResultadoActualizacion>;
  contarPorRol(): Promise<{ admin: number; emprendedor: number; comprador: number; deshabilitados: number }>;
  datosDe(ids: string[]): Promise<Map<string, { email: string; nombre: string }>>;
}

export function usuariosService(db: IdentityDb): UsuariosService {
  return {
    async listar(q) {
      const busqueda = q.busqueda?.trim();
      const pattern = busqueda ? `%${busqueda.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = sql`WHERE true
        ${
          pattern
            ? sql`AND (email ILIKE ${pattern} OR username ILIKE ${pattern}
          OR (first_name || ' ' || last_name) ILIKE ${pattern})`
            : sql``
        }
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

    async actualizar(id, cambios, actorId) {
      if (id === actorId) return { ok: false, motivo: 'propia-cuenta' };
      return db.transaction(async (tx) => {
        // The enabled admins and the target, locked in one order: two admins demoting each other
        // at once are serialised, and the second sees that it would leave no admin.
        const locked = await queryRows<UserRow>(
          tx,
          sql`SELECT * FROM identity.users WHERE id = ${id} OR (enabled AND 'admin' = ANY(roles)) ORDER BY id FOR UPDATE`,
        );
        const before = locked.find((u) => u.id === id);
        if (!before) return { ok: false, motivo: 'no-encontrado' } as const;
        const enabled = cambios.habilitado ?? before.enabled;
        const roles = cambios.roles === undefined ? before.roles : [...new Set(cambios.roles)];
        const otherAdmins = locked.filter((u) => u.id !== id && u.enabled && u.roles.includes('admin'));
        const wasAdmin = before.enabled && before.roles.includes('admin');
        if (wasAdmin && !(enabled && roles.includes('admin')) && otherAdmins.length === 0)
          return { ok: false, motivo: 'ultimo-admin' } as const;
        const row = await queryOne<UserRow>(
          tx,
          sql`UPDATE identity.users SET enabled = ${enabled}, roles = ${textArray(roles)}, updated_at = now() WHERE id = ${id} RETURNING *`,
        );
        if (!enabled) await revokeAccount(tx, id);
        await tx.execute(notifyAccountChange(id));
        return { ok: true, antes: toUsuarioAdmin(before), despues: toUsuarioAdmin(row!) } as const;
      });
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
