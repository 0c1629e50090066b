import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import { MENSAJES_CUENTA, MENSAJES_PERFIL, type Page, type UsuarioAdmin } from '@feria/contracts';
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
    expect(porTexto.content[0]).toMatchObject({ email: c.email, firstName: 'Federica', roles: ['emprendedor'], habilitado: true });
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
    expect((await call<UsuarioAdmin>(yo, 'PATCH', url, { roles: ['emprendedor'] })).body.roles).toEqual(['emprendedor']);
    // spec §4.3: holding both comprador and emprendedor would deny both areas.
    expect(await call(yo, 'PATCH', url, { roles: ['comprador', 'emprendedor'] })).toEqual({
      status: 400,
      body: { mensaje: 'Una cuenta no puede ser compradora y emprendedora a la vez', codigo: 'VALIDACION' },
    });
    expect((await call<UsuarioAdmin>(yo, 'PATCH', url, { habilitado: false })).body).toMatchObject({ habilitado: false });
    expect((await call<UsuarioAdmin>(yo, 'GET', url)).body.habilitado).toBe(false);
    expect((await call<UsuarioAdmin>(yo, 'PATCH', url, { habilitado: true })).body.habilitado).toBe(true);
    expect(await call(yo, 'PATCH', url, {})).toEqual({ status: 400, body: { mensaje: 'Indicá qué cambiar: habilitado o roles', codigo: 'VALIDACION' } });
    expect((await call(yo, 'PATCH', url, { roles: [] })).status).toBe(400);
    expect((await call(yo, 'PATCH', url, { roles: ['superusuario'] })).status).toBe(400);
    expect((await call(yo, 'PATCH', `${ADMIN}/usuarios/${randomUUID()}`, { habilitado: false })).status).toBe(404);
  });

  it('does not let an admin disable themself or drop their own admin role', async () => {
    const conflicto = { status: 409, body: { mensaje: MENSAJES_PERFIL.noPodesQuitarteAdmin, codigo: 'CONFLICTO' } };
    expect(await call(yo, 'PATCH', `${ADMIN}/usuarios/${admin.id}`, { habilitado: false })).toEqual(conflicto);
    expect(await call(yo, 'PATCH', `${ADMIN}/usuarios/${admin.id}`, { roles: ['comprador'] })).toEqual(conflicto);
    expect((await call<UsuarioAdmin>(yo, 'GET', `${ADMIN}/usuarios/${admin.id}`)).body).toMatchObject({ habilitado: true, roles: ['admin'] });
    expect((await call<UsuarioAdmin>(yo, 'PATCH', `${ADMIN}/usuarios/${admin.id}`, { roles: ['admin', 'comprador'] })).status).toBe(200);
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
        expect(res.json()).toEqual({ mensaje: MENSAJES_CUENTA.usuariosExternos, codigo: 'NO_DISPONIBLE' });
      }
      expect((await t.app.inject({ url: `${ADMIN}/usuarios` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `${ADMIN}/solicitudes`, headers })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
