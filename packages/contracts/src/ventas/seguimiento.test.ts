import { describe, expect, it } from 'vitest';
import { MENSAJES_SEGUIMIENTO } from '../common/messages';
import { registrarEnvioInput, transportistaConocido, urlDeSeguimiento } from './seguimiento';

// docs/producto/envios.md#transportistas: the public tracking link of each known carrier.

describe('urlDeSeguimiento', () => {
  it.each([
    ['Correo Argentino', 'CP123456789AR', 'https://www.correoargentino.com.ar/formularios/e-commerce?id=CP123456789AR'],
    ['Andreani', '360000012345670', 'https://www.andreani.com/envio/360000012345670'],
    [
      'OCA',
      '3867500000001234567',
      'https://www1.oca.com.ar/OEPTrackingWeb/trackingenvio.asp?numero1=3867500000001234567',
    ],
  ])('%s: opens the carrier’s public page on the code', (transportista, codigo, url) =>
    expect(urlDeSeguimiento(transportista, codigo)).toBe(url),
  );

  it.each(['correo argentino', '  CORREO   ARGENTINO ', 'Corréo Argentíno'])(
    'knows a carrier whatever its case, spaces and accents: %j',
    (nombre) => {
      expect(transportistaConocido(nombre)).toBe('Correo Argentino');
      expect(urlDeSeguimiento(nombre, 'CP1AR')).toBe(
        'https://www.correoargentino.com.ar/formularios/e-commerce?id=CP1AR',
      );
    },
  );

  it('encodes the code, so a code cannot change the page or add parameters', () => {
    expect(urlDeSeguimiento('Andreani', 'AB 12/3?x=1&y#z')).toBe(
      'https://www.andreani.com/envio/AB%2012%2F3%3Fx%3D1%26y%23z',
    );
    expect(urlDeSeguimiento('oca', 'Ñ1')).toBe(
      'https://www1.oca.com.ar/OEPTrackingWeb/trackingenvio.asp?numero1=%C3%911',
    );
  });

  it('trims the code before building the link', () =>
    expect(urlDeSeguimiento('Andreani', '  3600 ')).toBe('https://www.andreani.com/envio/3600'));

  it('has no link for the seller’s own delivery, whatever its spelling', () => {
    expect(transportistaConocido('moto / cadete propio')).toBe('Moto/cadete propio');
    expect(urlDeSeguimiento('Moto/cadete propio', 'M-12')).toBeNull();
    expect(urlDeSeguimiento('MOTO/CADETE PROPIO', 'M-12')).toBeNull();
  });

  it('has no link for another carrier or an empty code', () => {
    expect(transportistaConocido('Vía Cargo')).toBeUndefined();
    expect(urlDeSeguimiento('Vía Cargo', '123')).toBeNull();
    expect(urlDeSeguimiento('Correo', '123')).toBeNull();
    expect(urlDeSeguimiento('Andreani', '   ')).toBeNull();
  });
});

describe('registrarEnvioInput', () => {
  const mensajes = (body: unknown) => {
    const r = registrarEnvioInput.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a carrier, a code and an optional https link, trimmed', () => {
    expect(
      registrarEnvioInput.parse({
        transportista: ' Vía Cargo ',
        codigoSeguimiento: ' 99 ',
        urlSeguimiento: 'https://x.ar/99',
      }),
    ).toEqual({ transportista: 'Vía Cargo', codigoSeguimiento: '99', urlSeguimiento: 'https://x.ar/99' });
    expect(mensajes({ transportista: 'OCA', codigoSeguimiento: '1' })).toEqual([]);
  });

  it('refuses an empty code, a one-letter carrier and a link that is not https', () => {
    expect(mensajes({ transportista: 'OCA', codigoSeguimiento: '  ' })).toEqual([
      `codigoSeguimiento: ${MENSAJES_SEGUIMIENTO.codigo}`,
    ]);
    expect(mensajes({ transportista: 'X', codigoSeguimiento: '1' })).toEqual([
      `transportista: ${MENSAJES_SEGUIMIENTO.transportista}`,
    ]);
    expect(mensajes({ transportista: 'OCA', codigoSeguimiento: '1', urlSeguimiento: 'http://oca.com.ar/1' })).toEqual([
      `urlSeguimiento: ${MENSAJES_SEGUIMIENTO.url}`,
    ]);
    expect(mensajes({ transportista: 'OCA', codigoSeguimiento: '1', urlSeguimiento: 'javascript:alert(1)' })).toEqual([
      `urlSeguimiento: ${MENSAJES_SEGUIMIENTO.url}`,
    ]);
  });
});
