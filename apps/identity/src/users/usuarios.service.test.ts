import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDb } from '../db/identity-db';
import { openTestDb } from '../testing/test-server';
import { seedDemoAccounts, type DemoAccount } from './seed-demo-accounts';
import { usuariosService } from './usuarios.service';

let db: IdentityDb;
let closeDb: () => Promise<void>;
const cuenta = (email: string, roles: DemoAccount['roles'], firstName = 'Nombre'): DemoAccount => ({
  id: `demo:${email}`,
  email,
  password: 'FeriaDemo2026!',
  firstName,
  lastName: 'Apellido',
  roles,
});

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb()); // ana (comprador), admin
  await seedDemoAccounts(db, [
    cuenta('vende1@demo.feria.ar', ['emprendedor'], 'Sofía'),
    cuenta('vende2@demo.feria.ar', ['emprendedor'], 'Bruno'),
    cuenta('compra@demo.feria.ar', ['comprador'], 'Lucía_%'),
  ]);
});
afterAll(() => closeDb());

describe('usuariosService (admin area)', () => {
  it('lists users by search text and role, paged', async () => {
    const service = usuariosService(db);
    const all = await service.listar({ page: 0, size: 2 });
    expect(all.totalElements).toBe(5);
    expect(all.totalPages).toBe(3);
    expect(all.content).toHaveLength(2);

    const sellers = await service.listar({ rol: 'emprendedor', page: 0, size: 20 });
    expect(sellers.content.map((u) => u.email).sort()).toEqual(['vende1@demo.feria.ar', 'vende2@demo.feria.ar']);

    const byName = await service.listar({ busqueda: 'sofía apellido', page: 0, size: 20 });
    expect(byName.content.map((u) => u.email)).toEqual(['vende1@demo.feria.ar']);
    // LIKE wildcards in the search are literal.
    expect((await service.listar({ busqueda: '_%', page: 0, size: 20 })).content.map((u) => u.email)).toEqual([
      'compra@demo.feria.ar',
    ]);
    expect(byName.content[0]).toMatchObject({
      id: 'demo:vende1@demo.feria.ar',
      roles: ['emprendedor'],
      habilitado: true,
      firstName: 'Sofía',
    });
    expect(Number.isNaN(Date.parse(byName.content[0]!.fechaAlta))).toBe(false);
  });

  it('changes roles and enabled state, and counts by role', async () => {
    const service = usuariosService(db);
    expect(await service.contarPorRol()).toEqual({ admin: 1, emprendedor: 2, comprador: 2, deshabilitados: 0 });
    const result = await service.actualizar(
      'demo:vende2@demo.feria.ar',
      { roles: ['emprendedor', 'admin'], habilitado: false },
      'user-admin',
    );
    if (!result.ok) throw new Error(result.motivo);
    expect(result.antes).toMatchObject({ roles: ['emprendedor'], habilitado: true });
    expect(result.despues).toMatchObject({ roles: ['emprendedor', 'admin'], habilitado: false });
    expect(await service.obtener('demo:vende2@demo.feria.ar')).toEqual(result.despues);
    expect(await service.contarPorRol()).toEqual({ admin: 2, emprendedor: 2, comprador: 2, deshabilitados: 1 });
    expect(await service.actualizar('no-existe', { habilitado: true })).toEqual({ ok: false, motivo: 'no-encontrado' });
    expect(await service.obtener('no-existe')).toBeNull();
  });

  it('refuses an admin changing its own account and leaving no enabled admin', async () => {
    const service = usuariosService(db);
    // vende2 is a disabled admin now: user-admin is the only enabled one.
    expect(await service.actualizar('user-admin', { habilitado: true }, 'user-admin')).toEqual({
      ok: false,
      motivo: 'propia-cuenta',
    });
    expect(await service.actualizar('user-admin', { roles: ['admin'] }, 'user-admin')).toEqual({
      ok: false,
      motivo: 'propia-cuenta',
    });
    for (const cambios of [{ habilitado: false }, { roles: ['comprador' as const] }]) {
      expect(await service.actualizar('user-admin', cambios, 'otro-admin')).toEqual({
        ok: false,
        motivo: 'ultimo-admin',
      });
    }
    expect(await service.obtener('user-admin')).toMatchObject({ habilitado: true, roles: ['admin'] });
    // With a second enabled admin either one may go; then the other is the last one.
    expect((await service.actualizar('demo:vende2@demo.feria.ar', { habilitado: true }, 'user-admin')).ok).toBe(true);
    expect((await service.actualizar('user-admin', { roles: ['comprador'] }, 'demo:vende2@demo.feria.ar')).ok).toBe(
      true,
    );
    expect(await service.actualizar('demo:vende2@demo.feria.ar', { habilitado: false }, 'user-admin')).toEqual({
      ok: false,
      motivo: 'ultimo-admin',
    });
    expect((await service.actualizar('user-admin', { roles: ['admin'] }, 'demo:vende2@demo.feria.ar')).ok).toBe(true);
    expect(
      (
        await service.actualizar(
          'demo:vende2@demo.feria.ar',
          { roles: ['emprendedor'], habilitado: false },
          'user-admin',
        )
      ).ok,
    ).toBe(true);
  });

  it('gives e-mail and full name of the ids asked for', async () => {
    const datos = await usuariosService(db).datosDe(['demo:vende1@demo.feria.ar', 'user-ana', 'no-existe', 'user-ana']);
    expect([...datos.entries()].sort()).toEqual([
      ['demo:vende1@demo.feria.ar', { email: 'vende1@demo.feria.ar', nombre: 'Sofía Apellido' }],
      ['user-ana', { email: 'ana@test.feria.ar', nombre: 'Ana Paz' }],
    ]);
    expect((await usuariosService(db).datosDe([])).size).toBe(0);
  });

  it('seeding demo accounts again changes nothing', async () => {
    const before = await usuariosService(db).listar({ page: 0, size: 50 });
    await seedDemoAccounts(db, [
      cuenta('vende1@demo.feria.ar', ['admin']),
      { ...cuenta('otro@demo.feria.ar', ['comprador']), id: 'demo:vende2@demo.feria.ar' },
    ]);
    expect(await usuariosService(db).listar({ page: 0, size: 50 })).toEqual(before);
  });
});
