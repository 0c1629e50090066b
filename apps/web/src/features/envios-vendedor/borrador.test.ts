import { describe, expect, it } from 'vitest';
import { MENSAJES_ENVIO } from '@feria/contracts';
import { borradorDe, metodoNuevo, numeroEscrito, validarBorrador } from './borrador';

describe('the Envíos draft (docs/producto/envios.md#metodos)', () => {
  it.each([
    ['3500', 3500],
    ['3.500', 3500],
    ['$ 12.000', 12000],
    ['3500,50', 3500.5],
    ['1.234,5', 1234.5],
    ['0', 0],
    ['', undefined],
    ['tres mil', 'tres mil'],
    ['3.5', 3.5],
  ])('reads the typed amount %j as %j', (escrito, numero) => {
    expect(numeroEscrito(escrito)).toBe(numero);
  });

  it('sends what the seller typed, with the stored ids and without an empty gratisDesde', () => {
    const domicilio = metodoNuevo('DOMICILIO');
    domicilio.zonas[0] = { ...domicilio.zonas[0]!, idProvincias: [6], costo: '3.500', diasMin: '1', diasMax: '3' };
    const coordinar = borradorDe({ id: '7a1f0c2e-8a4b-4c1e-9f0d-2b3c4d5e6f70', tipo: 'A_COORDINAR', nombre: 'Moto' });
    expect(validarBorrador([domicilio, coordinar])).toEqual({
      ok: true,
      cuerpo: {
        metodos: [
          {
            tipo: 'DOMICILIO',
            nombre: 'Envío a domicilio',
            zonas: [{ restoDelPais: false, idProvincias: [6], costo: 3500, diasMin: 1, diasMax: 3 }],
            gratisDesde: null,
          },
          { id: '7a1f0c2e-8a4b-4c1e-9f0d-2b3c4d5e6f70', tipo: 'A_COORDINAR', nombre: 'Moto' },
        ],
      },
    });
  });

  it('puts each message under its own field, with the method and zone it belongs to', () => {
    const retiro = { ...metodoNuevo('RETIRO'), calle: 'Belgrano', numero: '860', ciudad: 'Córdoba' };
    const domicilio = metodoNuevo('DOMICILIO');
    domicilio.zonas[0] = { ...domicilio.zonas[0]!, idProvincias: [6], costo: '-1', diasMin: '5', diasMax: '2' };
    const r = validarBorrador([retiro, domicilio]);
    expect(r).toEqual({
      ok: false,
      errores: {
        'metodos.0.idProvincia': MENSAJES_ENVIO.provincia,
        'metodos.0.horarios': MENSAJES_ENVIO.horarios,
        'metodos.1.zonas.0.costo': MENSAJES_ENVIO.costo,
        'metodos.1.zonas.0.diasMax': MENSAJES_ENVIO.diasInvertidos,
      },
    });
  });

  it('refuses an empty list with the list’s message', () => {
    expect(validarBorrador([])).toEqual({ ok: false, errores: { metodos: MENSAJES_ENVIO.sinMetodos } });
  });
});
