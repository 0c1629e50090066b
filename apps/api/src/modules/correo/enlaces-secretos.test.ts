import { describe, expect, it } from 'vitest';
import { ENLACE_OCULTO, ocultarEnlacesSecretos, sinEnlacesSecretos } from './enlaces-secretos';

// What the admin reads in 'Correos enviados' never carries a link that acts for the recipient.

describe('secret links in the outbox', () => {
  it('hides the token of reset, verification, arrepentimiento and unsubscribe links, keeping the path', () => {
    const casos: [string, string][] = [
      [
        'https://feria.ar/auth/realms/feria/restablecer?token=Ab-c_123456789012345678',
        `https://feria.ar/auth/realms/feria/restablecer?token=${ENLACE_OCULTO}`,
      ],
      [
        'https://feria.ar/auth/realms/feria/verificar?token=Zz9-0123456789abcdefghij',
        `https://feria.ar/auth/realms/feria/verificar?token=${ENLACE_OCULTO}`,
      ],
      [
        'https://feria.ar/arrepentimiento/confirmar#eyJ2IjoiMSJ9.c2lnbmF0dXJh',
        `https://feria.ar/arrepentimiento/confirmar#${ENLACE_OCULTO}`,
      ],
      [
        'https://feria.ar/arrepentimiento/confirmar?token=eyJ2IjoiMSJ9.c2lnbmF0dXJh',
        `https://feria.ar/arrepentimiento/confirmar?token=${ENLACE_OCULTO}`,
      ],
      ['<https://feria.ar/api/v1/correo/baja/q1w2e3r4t5y6>', `<https://feria.ar/api/v1/correo/baja/${ENLACE_OCULTO}>`],
      [
        'href="https://feria.ar/x?a=1&amp;token=secreto123&amp;b=2"',
        `href="https://feria.ar/x?a=1&amp;token=${ENLACE_OCULTO}&amp;b=2"`,
      ],
    ];
    for (const [texto, oculto] of casos)
      expect(ocultarEnlacesSecretos(`Abrí: ${texto} (vale una vez)`)).toBe(`Abrí: ${oculto} (vale una vez)`);
  });

  it('leaves ordinary links alone', () => {
    const texto =
      'Mirá tu pedido: https://feria.ar/dashboard-comprador/mis-pedidos/0190a1b2-c3d4 y https://feria.ar/arrepentimiento';
    expect(ocultarEnlacesSecretos(texto)).toBe(texto);
  });

  it('masks headers, text and HTML of a read mail', () => {
    const correo = sinEnlacesSecretos({
      cabeceras: [{ nombre: 'List-Unsubscribe', valor: '<https://feria.ar/api/v1/correo/baja/tok123>' }],
      texto: 'https://feria.ar/auth/realms/feria/restablecer?token=abcdefghij0123456789',
      html: null,
    });
    expect(correo).toEqual({
      cabeceras: [{ nombre: 'List-Unsubscribe', valor: `<https://feria.ar/api/v1/correo/baja/${ENLACE_OCULTO}>` }],
      texto: `https://feria.ar/auth/realms/feria/restablecer?token=${ENLACE_OCULTO}`,
      html: null,
    });
  });
});
