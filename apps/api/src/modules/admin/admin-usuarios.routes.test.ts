import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import {
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  type Page,
  type RegistroAuditoria,
  type UsuarioAdmin,
} from '@feria/contracts';
import { createTestApp, cuentaPrueba, type TestApp, type UsuarioPrueba } from '../../testing';

const ADMIN = '/api/admin/v1';

describe('admin: usuarios (embedded identity accounts)', () => {
  let t: TestApp;
  const admin = cuentaPrueba('Ana', ['admin']);
  const yo: UsuarioPrueba = { sub: admin.id, roles: ['admin'] };
  const federica = cuentaPrueba('Federica', ['emprendedor']);

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    await seedDemoAccounts(t.db, [admin, federica]);
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(u: UsuarioPrueba, method: 'GET' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: await t.auth(u), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<T>() };
  };

  it('searches users by text and role, and reads one', async () => {
    const c = federica;
    const porTexto = (await call<Page<UsuarioAdmin>>(yo, 'GET', `${ADMIN}/usuarios?busqueda=federica`)).body;
    expect(porTexto.content.map((u) => u.id)).toEqual([c.id]);
    expect(porTexto.content[0]).toMatchObject({
      email: c.email,
      firstName: 'Federica',
      roles: ['emprendedor'],
      habilitado: true,
    });
    const admins = (await call<Page<UsuarioAdmin>>(yo, 'GET', `${ADMIN}/usuarios?rol=admin`)).body;
    expect(admins.content.every((u) => u.roles.includes('admin'))).toBe(true);
    expect(admins.content.map((u) => u.id)).toContain(admin.id);
    expect((await call<UsuarioAdmin>(yo, 'GET', `${ADMIN}/usuarios/${c.id}`)).body.email).toBe(c.email);
    expect(await call(yo, 'GET', `${ADMIN}/usuarios/${randomUUID()}`)).toEqual({
      status: 404,
      body: { mensaje: MENSAJES_PERFIL.usuarioNoEncontrado, codigo: 'USUARIO_NO_ENCONTRADO' },
    });
  });

  it('changes roles and disables or enables an account', async () => {
    const c = cuentaPrueba('Gael', ['comprador']);
    await seedDemoAccounts(t.db, [c]);
    const url = `${ADMIN}/usuarios/${c.id}`;
    expect((await call<UsuarioAdmin>(yo, 'PATCH', url, { roles: ['emprendedor'] })).body.roles).toEqual([
      'emprendedor',
    ]);
    // docs/producto/identidad.md#guardia-y-post-login: holding both comprador and emprendedor would deny both areas.
    expect(await call(yo, 'PATCH', url, { roles: ['comprador', 'emprendedor'] })).toEqual({
      status: 400,
      body: { mensaje: 'Una cuenta no puede ser compradora y emprendedora a la vez', codigo: 'VALIDACION' },
    });
    expect((await call<UsuarioAdmin>(yo, 'PATCH', url, { habilitado: false })).body).toMatchObject({
      habilitado: false,
    });
    expect((await call<UsuarioAdmin>(yo, 'GET', url)).body.habilitado).toBe(false);
    expect((await call<UsuarioAdmin>(yo, 'PATCH', url, { habilitado: true })).body.habilitado).toBe(true);
    expect(await call(yo, 'PATCH', url, {})).toEqual({
      status: 400,
      body: { mensaje: 'Indicá qué cambiar: habilitado o roles', codigo: 'VALIDACION' },
    });
    expect((await call(yo, 'PATCH', url, { roles: [] })).status).toBe(400);
    expect((await call(yo, 'PATCH', url, { roles: ['superusuario'] })).status).toBe(400);
    expect((await call(yo, 'PATCH', `${ADMIN}/usuarios/${randomUUID()}`, { habilitado: false })).status).toBe(404);
  });

  it('does not let an admin change its own account at all', async () => {
    const conflicto = {
      status: 409,
      body: { mensaje: MENSAJES_PERFIL.noPodesCambiarTuCuenta, codigo: 'CUENTA_PROPIA' },
    };
    for (const cambios of [
      { habilitado: false },
      { habilitado: true },
      { roles: ['comprador'] },
      { roles: ['admin'] },
      { roles: ['admin', 'comprador'] },
    ]) {
      expect(await call(yo, 'PATCH', `${ADMIN}/usuarios/${admin.id}`, cambios), JSON.stringify(cambios)).toEqual(
        conflicto,
      );
    }
    expect((await call<UsuarioAdmin>(yo, 'GET', `${ADMIN}/usuarios/${admin.id}`)).body).toMatchObject({
      habilitado: true,
      roles: ['admin'],
    });
  });

  it('writes every change to the audit log, readable by admins, newest first', async () => {
    const c = cuentaPrueba('Hugo', ['comprador']);
    await seedDemoAccounts(t.db, [c]);
    await call(yo, 'PATCH', `${ADMIN}/usuarios/${c.id}`, { roles: ['emprendedor'] });
    await call(yo, 'PATCH', `${ADMIN}/usuarios/${c.id}`, { habilitado: false });
    await call(yo, 'PATCH', `${ADMIN}/usuarios/${admin.id}`, { habilitado: false }); // refused: not audited
    const { status, body } = await call<Page<RegistroAuditoria>>(yo, 'GET', `${ADMIN}/auditoria?idObjetivo=${c.id}`);
    expect(status).toBe(200);
    expect(body.totalElements).toBe(2);
    const actor = { id: admin.id, email: expect.stringContaining('@') as unknown };
    expect(body.content).toEqual([
      {
        id: expect.any(Number),
        fecha: expect.any(String),
        actor,
        accion: 'usuario.actualizar',
        objetivo: { tipo: 'usuario', id: c.id },
        antes: { habilitado: true, roles: ['emprendedor'] },
        despues: { habilitado: false, roles: ['emprendedor'] },
      },
      {
        id: expect.any(Number),
        fecha: expect.any(String),
        actor,
        accion: 'usuario.actualizar',
        objetivo: { tipo: 'usuario', id: c.id },
        antes: { habilitado: true, roles: ['comprador'] },
        despues: { habilitado: true, roles: ['emprendedor'] },
      },
    ]);
    expect(Date.now() - Date.parse(body.content[0]!.fecha)).toBeLessThan(60_000);
    expect(
      (await call<Page<RegistroAuditoria>>(yo, 'GET', `${ADMIN}/auditoria?size=1&page=1&idObjetivo=${c.id}`)).body,
    ).toMatchObject({
      totalElements: 2,
      totalPages: 2,
      number: 1,
      size: 1,
      content: [{ despues: { roles: ['emprendedor'] } }],
    });
    expect(
      (await call<Page<RegistroAuditoria>>(yo, 'GET', `${ADMIN}/auditoria?accion=usuario.actualizar`)).body
        .totalElements,
    ).toBeGreaterThanOrEqual(2);
    expect((await call(yo, 'GET', `${ADMIN}/auditoria?accion=borrar-todo`)).status).toBe(400);
    expect((await t.app.inject({ url: `${ADMIN}/auditoria` })).statusCode).toBe(401);
    expect((await call({ sub: c.id, roles: ['emprendedor'] }, 'GET', `${ADMIN}/auditoria`)).status).toBe(401); // disabled above
    expect((await call({ sub: randomUUID(), roles: ['comprador'] }, 'GET', `${ADMIN}/auditoria`)).status).toBe(403);
  });
});

describe('admin: the last enabled admin stays', () => {
  it('two admins demoting each other at once: one wins, the other is refused, one admin remains', async () => {
    const t = await createTestApp({ seed: 'empty' });
    try {
      const [a, b] = [cuentaPrueba('Abril', ['admin']), cuentaPrueba('Bruno', ['admin'])];
      await seedDemoAccounts(t.db, [a, b]);
      const headers = {
        a: await t.auth({ sub: a.id, roles: ['admin'] }),
        b: await t.auth({ sub: b.id, roles: ['admin'] }),
      };
      const demote = (from: 'a' | 'b', id: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `${ADMIN}/usuarios/${id}`,
          headers: headers[from],
          payload: { roles: ['comprador'] },
        });
      const [ab, ba] = await Promise.all([demote('a', b.id), demote('b', a.id)]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      expect(statuses[0]).toBe(200);
      // The loser either lost the race inside the transaction (409) or was no longer an admin when it asked (403).
      expect([403, 409]).toContain(statuses[1]);
      const refused = ab.statusCode === 200 ? ba : ab;
      if (refused.statusCode === 409)
        expect(refused.json()).toEqual({ mensaje: MENSAJES_PERFIL.ultimoAdmin, codigo: 'ULTIMO_ADMIN' });
      const winner = ab.statusCode === 200 ? 'a' : 'b';
      const admins = await t.app.inject({ url: `${ADMIN}/usuarios?rol=admin`, headers: headers[winner] });
      expect(admins.json<Page<UsuarioAdmin>>().content.map((u) => u.id)).toEqual([winner === 'a' ? a.id : b.id]);
    } finally {
      await t.close();
    }
  });
});

describe('admin: accounts in an external Keycloak', () => {
  it('answers 503 on /usuarios instead of listing the (unused) local accounts; solicitudes still work', async () => {
    const t = await createTestApp({ seed: 'empty', env: { IDENTITY_EMBEDDED: 'false' } });
    try {
      const headers = await t.auth({ sub: randomUUID(), roles: ['admin'] });
      for (const url of [`${ADMIN}/usuarios`, `${ADMIN}/usuarios/${randomUUID()}`]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ mensaje: MENSAJES_CUENTA.usuariosExternos, codigo: 'CUENTAS_EXTERNAS' });
      }
      expect((await t.app.inject({ url: `${ADMIN}/usuarios` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `${ADMIN}/solicitudes`, headers })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
