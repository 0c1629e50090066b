import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// The identity server's own mails (reset, verification): SMTP in production, otherwise .eml
// files in the same outbox as the API's, so the admin's 'Correos enviados' lists them too.

export interface OpcionesCorreo {
  /** DATA_DIR/outbox of the process. */
  outboxDir: string;
  /** smtp(s)://… ; unset = the outbox. */
  smtpUrl?: string | undefined;
  from: string;
}

export interface Mensaje {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Short name in the file name (reset, verificacion). */
  tipo: string;
}

export type Enviar = (m: Mensaje) => Promise<void>;

export function crearEnvio(o: OpcionesCorreo): Enviar {
  if (o.smtpUrl) {
    const smtp = nodemailer.createTransport(o.smtpUrl);
    return async (m) => {
      await smtp.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    };
  }
  const flujo = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (m) => {
    const info = await flujo.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    await mkdir(o.outboxDir, { recursive: true });
    const nombre = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.tipo}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(path.join(o.outboxDir, nombre), info.message as Buffer);
  };
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail with the product's look: green header, one paragraph, one button, the link in plain text too. */
export function mensajeConBoton(o: {
  to: string;
  tipo: string;
  subject: string;
  saludo: string;
  parrafo: string;
  boton: string;
  url: string;
  pie: string;
}): Mensaje {
  const html = `<!doctype html><html lang="es-AR"><body style="margin:0;background:#F7F8F7;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" style="max-width:560px;background:#FFFFFF;border-radius:12px;overflow:hidden">
<tr><td style="background:#15803D;color:#FFFFFF;padding:16px 24px;font-size:22px;font-weight:bold">Feria</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p>${escapar(o.saludo)}</p><p>${escapar(o.parrafo)}</p>
<p style="margin:24px 0"><a href="${escapar(o.url)}" style="background:#15803D;color:#FFFFFF;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapar(o.boton)}</a></p>
<p style="font-size:13px;color:#4B5563">Si el botón no funciona, copiá este enlace: ${escapar(o.url)}</p>
<p style="font-size:13px;color:#4B5563">${escapar(o.pie)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = `${o.saludo}\n\n${o.parrafo}\n\n${o.boton}: ${o.url}\n\n${o.pie}\n\n— Feria`;
  return { to: o.to, tipo: o.tipo, subject: o.subject, text, html };
}
