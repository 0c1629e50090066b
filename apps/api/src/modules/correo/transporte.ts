import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Correo } from './plantillas/diseno';

// How a rendered mail leaves (docs/arquitectura.md#persistencia): through SMTP_URL in production,
// else as an .eml file in DATA_DIR/outbox, the same bytes an SMTP server would have received
// (the admin's outbox page reads them back).

export interface Envio extends Correo {
  para: string;
  /** The template's name: part of the outbox file name. */
  tipo: string;
  cabeceras?: Record<string, string>;
}

export interface Transporte {
  modo: 'smtp' | 'archivo';
  enviar(envio: Envio): Promise<void>;
  cerrar(): void;
}

export const carpetaBandeja = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * `<ISO date>-<tipo>-<short id>.eml`, the date with '-' for ':' and '.' (valid on every file
 * system and in a URL): names sort by the time they were written.
 */
export const nombreDeArchivo = (fecha: Date, tipo: string) =>
  `${fecha.toISOString().replace(/[:.]/g, '-')}-${tipo.replace(/[^a-z0-9-]/g, '').slice(0, 60)}-${randomBytes(4).toString('hex')}.eml`;

const mensaje = (remitente: string, e: Envio) => ({
  from: remitente,
  to: e.para,
  subject: e.asunto,
  text: e.texto,
  html: e.html,
  // base64 bodies: long lines and accents survive any relay, and the outbox reads them back simply.
  textEncoding: 'base64' as const,
  ...(e.cabeceras ? { headers: e.cabeceras } : {}),
});

export function crearTransporte(opts: {
  dataDir: string;
  smtpUrl?: string | undefined;
  remitente: string;
}): Transporte {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport(opts.smtpUrl);
    return {
      modo: 'smtp',
      enviar: async (e) => {
        await smtp.sendMail(mensaje(opts.remitente, e));
      },
      cerrar: () => smtp.close(),
    };
  }
  const flujo = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const carpeta = carpetaBandeja(opts.dataDir);
  return {
    modo: 'archivo',
    enviar: async (e) => {
      const info = await flujo.sendMail(mensaje(opts.remitente, e));
      await mkdir(carpeta, { recursive: true });
      const nombre = nombreDeArchivo(new Date(), e.tipo);
      // Written aside and renamed: the outbox never lists a half-written mail.
      const temporal = path.join(carpeta, `.${nombre}.tmp`);
      await writeFile(temporal, info.message as Buffer);
      await rename(temporal, path.join(carpeta, nombre));
    },
    cerrar: () => flujo.close(),
  };
}
