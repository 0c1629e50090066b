import { describe, expect, it } from 'vitest';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { decodificarPalabras, leerEml, valorCabecera } from './eml';

// The outbox reads back what nodemailer wrote: accents, long lines and both parts survive.

async function escrito(opciones: SendMailOptions): Promise<string> {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await t.sendMail({ from: 'Feria <no-responder@feria.local>', to: 'ana@example.com', ...opciones });
  return (info.message as Buffer).toString('utf8');
}

describe('reading an .eml back', () => {
  const asunto =
    'Recibimos tu pedido #1042 en Añoranzas — “Cerámica & Diseño” con un asunto bastante largo para que se pliegue';
  const texto = `Hola, Ñandú:\n${'línea larga '.repeat(40)}\nfin`;
  const html = `<p>Hola, <strong>Ñandú</strong></p><p>${'párrafo '.repeat(60)}</p>`;

  it.each(['base64', 'quoted-printable'] as const)(
    'gets subject, recipients, text and HTML (%s bodies)',
    async (textEncoding) => {
      const leido = leerEml(
        await escrito({
          subject: asunto,
          text: texto,
          html,
          textEncoding,
          headers: { 'List-Unsubscribe': '<https://feria.example/api/v1/correo/baja/abc>' },
        }),
      );
      expect(valorCabecera(leido.cabeceras, 'subject')).toBe(asunto);
      expect(valorCabecera(leido.cabeceras, 'to')).toBe('ana@example.com');
      expect(valorCabecera(leido.cabeceras, 'list-unsubscribe')).toBe('<https://feria.example/api/v1/correo/baja/abc>');
      expect(leido.texto?.replace(/\r\n/g, '\n')).toBe(texto);
      expect(leido.html).toBe(html);
    },
  );

  it('reads a text-only mail', async () => {
    const leido = leerEml(await escrito({ subject: 'Hola', text: 'Sólo texto' }));
    expect(leido).toMatchObject({ texto: 'Sólo texto', html: null });
  });

  it('decodes Q and B encoded words', () => {
    expect(decodificarPalabras('=?UTF-8?Q?Caf=C3=A9_con_leche?=')).toBe('Café con leche');
    expect(decodificarPalabras('=?UTF-8?B?w5FhbmTDug==?= =?UTF-8?B?IHkgbcOhcw==?=')).toBe('Ñandú y más');
    expect(decodificarPalabras('Sin codificar')).toBe('Sin codificar');
  });
});
