import { describe, expect, it } from 'vitest';
import { enlaceWhatsapp, normalizarInstagram, normalizarWhatsapp, whatsappLegible } from './contacto';

describe('normalizarWhatsapp: Argentine numbers as people type them', () => {
  it.each([
    ['11 2345-6789', '5491123456789'],
    ['011 15 2345-6789', '5491123456789'],
    ['+54 9 11 2345-6789', '5491123456789'],
    ['+54 11 2345-6789', '5491123456789'],
    ['+54 9 11 15 2345 6789', '5491123456789'],
    ['5491123456789', '5491123456789'],
    ['0054 9 11 2345 6789', '5491123456789'],
    ['0351 15-123-4567', '5493511234567'],
    ['351 123 4567', '5493511234567'],
    ['(0294) 15 412-3456', '5492944123456'],
    ['0294 4123456', '5492944123456'],
    ['02966 15 41-2345', '5492966412345'],
    ['(0341) 156-123456', '5493416123456'],
    ['341.612.3456', '5493416123456'],
  ])('%s → %s', (texto, esperado) => {
    expect(normalizarWhatsapp(texto)).toBe(esperado);
  });

  it.each([
    ['', 'empty'],
    ['2345-6789', 'no area code'],
    ['15 2345-6789', 'mobile prefix without area code'],
    ['11 2345-678', 'one digit short'],
    ['11 2345-67890', 'one digit too many'],
    ['+1 415 555 0100', 'another country'],
    ['+598 94 123 456', 'Uruguay'],
    ['0800 333 1234', 'toll-free, not a mobile area'],
    ['11 2345-6789 int 2', 'letters'],
    ['abc', 'letters only'],
  ])('refuses %s (%s)', (texto) => {
    expect(normalizarWhatsapp(texto)).toBeNull();
  });

  it('shows a stored number readably and links to wa.me with an encoded text', () => {
    expect(whatsappLegible('5491123456789')).toBe('+54 9 11 2345-6789');
    expect(whatsappLegible('5493511234567')).toBe('+54 9 351 123-4567');
    expect(enlaceWhatsapp('5491123456789', 'Hola & chau?')).toBe(
      'https://wa.me/5491123456789?text=Hola%20%26%20chau%3F',
    );
    expect(enlaceWhatsapp('5491123456789')).toBe('https://wa.me/5491123456789');
  });
});

describe('normalizarInstagram', () => {
  it.each([
    ['@feria.ar', 'feria.ar'],
    ['feria_ar', 'feria_ar'],
    ['  @Dulce.Tentacion ', 'dulce.tentacion'],
    ['https://www.instagram.com/feria.ar/', 'feria.ar'],
    ['instagram.com/feria.ar?igsh=abc123', 'feria.ar'],
    ['http://instagram.com/feria_ar#x', 'feria_ar'],
  ])('%s → %s', (texto, esperado) => {
    expect(normalizarInstagram(texto)).toBe(esperado);
  });

  it.each(['', '@', 'feria ar', 'feria-ar', 'a'.repeat(31), 'https://facebook.com/feria', 'ñandú'])(
    'refuses %j',
    (texto) => {
      expect(normalizarInstagram(texto)).toBeNull();
    },
  );
});
