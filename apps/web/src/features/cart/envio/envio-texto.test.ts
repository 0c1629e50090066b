import { describe, expect, it } from 'vitest';
import type { MetodoEnvioPublico } from '@feria/contracts';
import { costoDomicilio, lineasDeEnvio, textoDemora } from './envio-texto';

const retiro: MetodoEnvioPublico = {
  id: '00000000-0000-4000-8000-000000000001',
  tipo: 'RETIRO',
  nombre: 'Retiro en el taller',
  direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: 6 },
  horarios: 'Lunes a viernes de 10 a 18 h',
  costo: 0,
};
const correo = (costo: number | null, gratisDesde: number | null = null): MetodoEnvioPublico => ({
  id: '00000000-0000-4000-8000-000000000002',
  tipo: 'DOMICILIO',
  nombre: 'Correo',
  zonas: [],
  gratisDesde,
  costo,
  diasMin: costo === null ? null : 2,
  diasMax: costo === null ? null : 5,
});
const coordinar: MetodoEnvioPublico = {
  id: '00000000-0000-4000-8000-000000000003',
  tipo: 'A_COORDINAR',
  nombre: 'Moto',
};

const textos = (m: MetodoEnvioPublico[], monto: number, conCupon?: number) =>
  lineasDeEnvio(m, 'Córdoba', { conDescuentos: monto, conCupon }).map((l) => l.texto);

describe('the delivery line (docs/producto/envios-pantallas.md#linea-de-envio)', () => {
  it('says the cost and the estimate first, then the pickup city', () => {
    expect(textos([retiro, correo(3500)], 10_000)).toEqual([
      'Envío a Córdoba: $ 3.500 · llega entre 2 y 5 días hábiles',
      'Retiro gratis en Córdoba',
    ]);
  });

  it('is free from the shop amount (>=) and from the platform promise, a coupon only counting for the shop', () => {
    expect(textos([correo(3500, 20_000)], 20_000)).toEqual(['Envío gratis a Córdoba · llega entre 2 y 5 días hábiles']);
    expect(textos([correo(3500, 20_000)], 19_999.99)[0]).toContain('$ 3.500');
    expect(textos([correo(3500, 20_000)], 21_000, 19_000)[0]).toContain('$ 3.500');
    expect(textos([correo(3500)], 95_000, 80_000)[0]).toBe('Envío gratis a Córdoba · llega entre 2 y 5 días hábiles');
    expect(textos([correo(0)], 100)[0]).toMatch(/^Envío gratis a Córdoba/);
  });

  it('tells when no home delivery reaches the province and what is left', () => {
    expect(textos([correo(null), retiro], 1000)).toEqual([
      'Este emprendimiento no envía a Córdoba; podés retirarlo en Córdoba',
    ]);
    expect(textos([coordinar], 1000)).toEqual([
      'Este emprendimiento no envía a Córdoba; la entrega se coordina con el emprendimiento',
    ]);
  });

  it('shows an agreed delivery as such', () => {
    expect(textos([correo(1000), coordinar], 5000)).toContain('Moto: a coordinar con el emprendimiento');
  });

  it('counts free delivery only where the method reaches', () => {
    const m = correo(null, 10) as Extract<MetodoEnvioPublico, { tipo: 'DOMICILIO' }>;
    expect(costoDomicilio(m, { conDescuentos: 100_000 })).toBeNull();
  });

  it('words the estimate', () => {
    expect(textoDemora(0, 0)).toBe('llega en el día');
    expect(textoDemora(3, 3)).toBe('llega en 3 días hábiles');
    expect(textoDemora(1, 1)).toBe('llega en 1 día hábil');
    expect(textoDemora(null, null)).toBeNull();
  });
});
