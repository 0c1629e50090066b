// The look every mail shares (the product's: green #15803D header with 'Feria'), built for mail
// clients: tables and inline styles, one column up to 600 px that shrinks on a phone, system fonts,
// no images, no external resources. Every dynamic value goes through `esc` (or `enlace`) once.

export const VERDE = '#15803D';

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text into HTML (element content or a quoted attribute). */
export const esc = (valor: string | number): string => String(valor).replace(/[&<>"']/g, (c) => ENTIDADES[c]!);

/** What one mail says, before the layout. `html` parts are already escaped. */
export interface Cuerpo {
  asunto: string;
  /** First line, also the inbox preview. */
  titulo: string;
  /** Paragraphs and blocks (HTML, escaped) and the same in plain text. */
  html: string[];
  texto: string[];
  /** The main action: the page of the site the mail is about. */
  accion: { etiqueta: string; url: string };
  /** Small print under the action (e.g. the chat-mails unsubscribe link). */
  pie?: { html: string; texto: string };
}

export interface Correo {
  asunto: string;
  html: string;
  texto: string;
}

const FUENTE = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A paragraph (its text escaped here). */
export const parrafo = (texto: string): { html: string; texto: string } => ({
  html: `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${esc(texto)}</p>`,
  texto,
});

/** A highlighted note (a reason the seller or the shop gave), escaped here. */
export const nota = (titulo: string, texto: string): { html: string; texto: string } => ({
  html:
    `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${VERDE};background:#F0FDF4;font-size:15px;line-height:22px;">` +
    `<strong>${esc(titulo)}</strong><br>${esc(texto).replace(/\r?\n/g, '<br>')}</div>`,
  texto: `${titulo}\n${texto}`,
});

export function componer(c: Cuerpo): Correo {
  const url = esc(c.accion.url);
  const html = `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${esc(c.asunto)}</title>
</head>
<body style="margin:0;padding:0;background:#F3F4F6;color:#111827;font-family:${FUENTE};">
<div style="display:none;max-height:0;overflow:hidden;">${esc(c.titulo)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#F3F4F6;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#FFFFFF;border-radius:8px;overflow:hidden;">
<tr><td style="background:${VERDE};padding:16px 24px;color:#FFFFFF;font-size:24px;font-weight:700;letter-spacing:0.5px;">Feria</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:#111827;">${esc(c.titulo)}</h1>
${c.html.join('\n')}
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 16px;"><tr><td style="border-radius:8px;background:${VERDE};">
<a href="${url}" style="display:inline-block;padding:12px 20px;color:#FFFFFF;font-size:16px;font-weight:700;text-decoration:none;">${esc(c.accion.etiqueta)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#4B5563;">Si el botón no funciona, copiá este enlace en tu navegador:<br><a href="${url}" style="color:${VERDE};word-break:break-all;">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#F9FAFB;font-size:12px;line-height:18px;color:#6B7280;">
${c.pie ? `${c.pie.html}<br>` : ''}Feria · el mercado de los emprendedores. Este correo se envió automáticamente: no lo respondas.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const texto = [
    'Feria',
    '',
    c.titulo,
    '',
    ...c.texto.flatMap((t) => [t, '']),
    `${c.accion.etiqueta}: ${c.accion.url}`,
    '',
    ...(c.pie ? [c.pie.texto, ''] : []),
    'Feria · el mercado de los emprendedores. Este correo se envió automáticamente: no lo respondas.',
    '',
  ].join('\n');
  return { asunto: c.asunto, html, texto };
}
