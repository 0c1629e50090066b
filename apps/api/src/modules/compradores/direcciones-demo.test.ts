import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpaDeOtraProvincia, direccionGuardadaInput, type DireccionGuardada } from '@feria/contracts';
import { DEMO_COMPRADORES } from '../../demo/demo-compradores';
import { createTestApp, type TestApp } from '../../testing';

// docs/producto/demo.md#direcciones: the demo buyer accounts start with saved addresses.
describe('demo: saved addresses of the demo buyers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  const direccionesDe = async (userId: string) => {
    const res = await t.app.inject({
      url: '/api/comprador/v1/direcciones',
      headers: await t.auth({ sub: userId, roles: ['comprador'] }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<DireccionGuardada[]>();
  };

  it("gives each demo buyer their profile address as 'Casa', the default, and one more", async () => {
    for (const c of DEMO_COMPRADORES) {
      const direcciones = await direccionesDe(c.userId);
      expect(direcciones, c.email).toHaveLength(2);
      const [casa, otra] = direcciones;
      expect(casa).toMatchObject({
        alias: 'Casa',
        predeterminada: true,
        calle: c.direccion.calle,
        numero: c.direccion.numero,
        ciudad: c.direccion.ciudad,
        provincia: c.direccion.provincia,
        codigoPostal: c.direccion.codigoPostal,
        destinatario: `${c.nombre} ${c.apellido}`,
      });
      expect(otra!.predeterminada).toBe(false);
    }
  });

  it('holds only addresses a buyer could have typed', async () => {
    for (const c of DEMO_COMPRADORES)
      for (const d of await direccionesDe(c.userId)) {
        expect(direccionGuardadaInput.safeParse(d).success, `${c.email} ${d.alias}`).toBe(true);
        expect(cpaDeOtraProvincia(d.codigoPostal, d.provincia), `${c.email} ${d.alias}`).toBe(false);
      }
  });
});
