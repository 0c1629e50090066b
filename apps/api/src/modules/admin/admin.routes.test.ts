import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import {
  MENSAJES,
  MENSAJES_PERFIL,
  type AdminResumen,
  type EmprendimientoPrivado,
  type Estadisticas,
  type Page,
  type Provincia,
  type RegistroAuditoria,
  type Rol,
  type Rubro,
  type Solicitud,
  type UsuarioAdmin,
} from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { demoOwnerId } from '../../lib/demo-owner';
import { createTestApp, cuentaPrueba, emprendimientoValido, type TestApp, type UsuarioPrueba } from '../../testing';

const ADMIN = '/api/admin/v1';
const SELLER = '/api/emprendedor/v1/emprendimientos';
const PUBLIC = '/api/v1/public/core';
type Method = 'GET' | 'PUT' | 'PATCH';

describe('admin: solicitudes, usuarios, resumen', () => {
  let t: TestApp;
  let ref: { idRubro: number; idProvincia: number };
  const admin = cuentaPrueba('Ana', ['admin']);
  const yo: UsuarioPrueba = { sub: admin.id, roles: ['admin'] };

  beforeAll(async () => {
    // A short public cache, to see that a decision shows on the public site at once anyway.
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '300' } });
    await seedDemoAccounts(t.db, [admin]);
    const rubros = (await t.app.inject(`${PUBLIC}/rubros`)).json<Rubro[]>();
    const provincias = (await t.app.inject(`${PUBLIC}/provincias`)).json<Provincia[]>();
    ref = { idRubro: rubros[0]!.idRubro, idProvincia: provincias[0]!.idProvincia };
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(u: UsuarioPrueba | null, method: Method | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: u ? await t.auth(u) : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<T>() };
  };
  /** A registered seller (identity account) with a Pendiente solicitud. */
  const solicitudNueva = async (nombre: string) => {
    const c = cuentaPrueba(nombre, ['emprendedor']);
    await seedDemoAccounts(t.db, [c]);
    const u: UsuarioPrueba = { sub: c.id, roles: ['emprendedor'] };
    const { body } = await call<EmprendimientoPrivado>(
      u,
      'POST',
      SELLER,
      emprendimientoValido(ref, { nombre: `Taller de ${nombre}` }),
    );
    return { u, c, id: body.id };
  };

  it('refuses every endpoint without a token (401) and to sellers and buyers (403)', async () => {
    const id = randomUUID();
    const endpoints: [Method, string, object?][] = [
      ['GET', `${ADMIN}/resumen`],
      ['GET', `${ADMIN}/solicitudes`],
      ['GET', `${ADMIN}/solicitudes/${id}`],
      ['PUT', `${ADMIN}/solicitudes/${id}/aprobar`],
      ['PUT', `${ADMIN}/solicitudes/${id}/rechazar`, { motivo: 'Faltan datos del emprendimiento' }],
      ['GET', `${ADMIN}/usuarios`],
      ['GET', `${ADMIN}/usuarios/${admin.id}`],
      ['PATCH', `${ADMIN}/usuarios/${admin.id}`, { habilitado: false }],
      ['GET', `${ADMIN}/auditoria`],
    ];
    for (const [method, url, payload] of endpoints) {
      expect(await call(null, method, url, payload), `${method} ${url}`).toEqual({
        status: 401,
        body: { mensaje: MENSAJES_PERFIL.noAutenticado, codigo: 'NO_AUTENTICADO' },
      });
      for (const roles of [['emprendedor'], ['comprador'], ['emprendedor', 'comprador']] as Rol[][]) {
        const res = await call({ sub: admin.id, roles }, method, url, payload);
        expect(res, `${method} ${url} ${roles.join()}`).toEqual({
          status: 403,
          body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
        });
      }
    }
  });

  it('lists Pendiente solicitudes oldest first, with who asked', async () => {
    const a = await solicitudNueva('Bruno');
    const b = await solicitudNueva('Carla');
    const { status, body } = await call<Page<Solicitud>>(yo, 'GET', `${ADMIN}/solicitudes?estado=Pendiente&size=100`);
    expect(status).toBe(200);
    const ids = body.content.map((s) => s.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(body.content.every((s) => s.estado === 'Pendiente')).toBe(true);
    const detalle = (await call<Solicitud>(yo, 'GET', `${ADMIN}/solicitudes/${b.id}`)).body;
    expect(detalle).toMatchObject({
      id: b.id,
      nombre: 'Taller de Carla',
      estado: 'Pendiente',
      cbu: '2850590940090418135201',
    });
    expect(detalle.solicitante).toEqual({ email: b.c.email, nombre: 'Carla Prueba' });
  });

  it("links demo shops to their owners' accounts; a shop whose account is gone has no solicitante", async () => {
    const [conCuenta, sinCuenta] = DEMO_EMPRENDIMIENTOS;
    const o = conCuenta!.owner;
    await seedDemoAccounts(t.db, [
      {
        id: demoOwnerId(o.email),
        email: o.email,
        password: 'FeriaDemo2026!',
        firstName: o.nombre,
        lastName: o.apellido,
        roles: ['emprendedor'],
      },
    ]);
    const activos = (await call<Page<Solicitud>>(yo, 'GET', `${ADMIN}/solicitudes?estado=Activo&size=100`)).body;
    expect(activos.totalElements).toBe(DEMO_EMPRENDIMIENTOS.length);
    const de = (nombre: string) => activos.content.find((s) => s.nombre === nombre)!.solicitante;
    expect(de(conCuenta!.nombre)).toEqual({ email: o.email, nombre: `${o.nombre} ${o.apellido}` });
    expect(de(sinCuenta!.nombre)).toEqual({ email: null, nombre: null });
  });

  it('approves: the shop is Activo and public at once; only Pendiente can be decided', async () => {
    const { u, id } = await solicitudNueva('Dario');
    const antes = (await t.app.inject(`${PUBLIC}/estadisticas`)).json<Estadisticas>();
    expect((await t.app.inject(`${PUBLIC}/tienda/${id}`)).statusCode).toBe(404);

    const { status, body } = await call<Solicitud>(yo, 'PUT', `${ADMIN}/solicitudes/${id}/aprobar`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, estado: 'Activo', activo: true, motivoRechazo: null });
    expect((await t.app.inject(`${PUBLIC}/tienda/${id}`)).json()).toMatchObject({ id, estado: 'Activo' });
    expect((await t.app.inject(`${PUBLIC}/estadisticas`)).json<Estadisticas>().emprendimientos).toBe(
      antes.emprendimientos + 1,
    );
    expect((await call<EmprendimientoPrivado>(u, 'GET', `${SELLER}/${u.sub}`)).body.estado).toBe('Activo');

    const noPendiente = {
      status: 409,
      body: { mensaje: MENSAJES_PERFIL.solicitudNoPendiente, codigo: 'SOLICITUD_NO_PENDIENTE' },
    };
    expect(await call(yo, 'PUT', `${ADMIN}/solicitudes/${id}/aprobar`)).toEqual(noPendiente);
    expect(
      await call(yo, 'PUT', `${ADMIN}/solicitudes/${id}/rechazar`, { motivo: 'Cambié de opinión sobre esto' }),
    ).toEqual(noPendiente);
    expect((await call(yo, 'PUT', `${ADMIN}/solicitudes/${randomUUID()}/aprobar`)).body).toEqual({
      mensaje: MENSAJES.emprendimientoNoEncontrado,
      codigo: 'EMPRENDIMIENTO_NO_ENCONTRADO',
    });
    expect((await call(yo, 'GET', `${ADMIN}/solicitudes/no-es-un-id`)).status).toBe(400);
  });

  it('rejects with a reason the seller reads; the seller edits and it is Pendiente again', async () => {
    const { u, id } = await solicitudNueva('Elena');
    expect(await call(yo, 'PUT', `${ADMIN}/solicitudes/${id}/rechazar`, { motivo: 'corto' })).toEqual({
      status: 400,
      body: { mensaje: MENSAJES_PERFIL.motivoRechazoRequerido, codigo: 'VALIDACION' },
    });
    const motivo = 'El CBU no coincide con el titular indicado';
    expect((await call<Solicitud>(yo, 'PUT', `${ADMIN}/solicitudes/${id}/rechazar`, { motivo })).body).toMatchObject({
      estado: 'Rechazado',
      motivoRechazo: motivo,
    });
    expect((await call<EmprendimientoPrivado>(u, 'GET', `${SELLER}/${u.sub}`)).body).toMatchObject({
      estado: 'Rechazado',
      motivoRechazo: motivo,
    });
    expect((await t.app.inject(`${PUBLIC}/tienda/${id}`)).statusCode).toBe(404);
    expect((await call<Page<Solicitud>>(yo, 'GET', `${ADMIN}/solicitudes?estado=Rechazado`)).body.content[0]!.id).toBe(
      id,
    );

    const editado = await call<EmprendimientoPrivado>(
      u,
      'PUT',
      `${SELLER}/${id}`,
      emprendimientoValido(ref, { titular: 'Elena Prueba' }),
    );
    expect(editado.body).toMatchObject({ estado: 'Pendiente', motivoRechazo: null, titular: 'Elena Prueba' });
  });

  it('writes each decision to the audit log with the estado before and after; refused ones are not written', async () => {
    const aprobada = await solicitudNueva('Ignacio');
    const rechazada = await solicitudNueva('Julia');
    const motivo = 'Falta la constancia de CUIT del titular';
    expect((await call(yo, 'PUT', `${ADMIN}/solicitudes/${aprobada.id}/aprobar`)).status).toBe(200);
    expect((await call(yo, 'PUT', `${ADMIN}/solicitudes/${aprobada.id}/rechazar`, { motivo })).status).toBe(409);
    expect((await call(yo, 'PUT', `${ADMIN}/solicitudes/${rechazada.id}/rechazar`, { motivo })).status).toBe(200);
    const de = async (id: string) =>
      (await call<Page<RegistroAuditoria>>(yo, 'GET', `${ADMIN}/auditoria?idObjetivo=${id}`)).body.content;
    expect(await de(aprobada.id)).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, email: expect.any(String) as unknown },
        accion: 'solicitud.aprobar',
        objetivo: { tipo: 'emprendimiento', id: aprobada.id },
        antes: { estado: 'Pendiente', motivoRechazo: null },
        despues: { estado: 'Activo', motivoRechazo: null },
      }),
    ]);
    expect(await de(rechazada.id)).toMatchObject([
      {
        accion: 'solicitud.rechazar',
        antes: { estado: 'Pendiente', motivoRechazo: null },
        despues: { estado: 'Rechazado', motivoRechazo: motivo },
      },
    ]);
  });

  it('summarises users by role and solicitudes by estado', async () => {
    await solicitudNueva('Hernán');
    const { status, body } = await call<AdminResumen>(yo, 'GET', `${ADMIN}/resumen`);
    expect(status).toBe(200);
    const usuarios = (rol: Rol) =>
      call<Page<UsuarioAdmin>>(yo, 'GET', `${ADMIN}/usuarios?rol=${rol}`).then((r) => r.body.totalElements);
    expect(body.usuariosPorRol).toEqual({
      admin: await usuarios('admin'),
      emprendedor: await usuarios('emprendedor'),
      comprador: await usuarios('comprador'),
    });
    const solicitudes = (estado: string) =>
      call<Page<Solicitud>>(yo, 'GET', `${ADMIN}/solicitudes?estado=${estado}`).then((r) => r.body.totalElements);
    expect(body.solicitudesPorEstado).toEqual({
      Pendiente: await solicitudes('Pendiente'),
      Activo: await solicitudes('Activo'),
      Rechazado: await solicitudes('Rechazado'),
    });
    expect(body.solicitudesPorEstado.Pendiente).toBeGreaterThan(0);
    expect(body.usuariosDeshabilitados).toBeGreaterThanOrEqual(0);
  });
});
