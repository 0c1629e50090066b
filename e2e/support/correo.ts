import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The embedded server writes every mail as a .eml file in DATA_DIR/outbox. The admin's 'Correos
// enviados' hides one-time links (decision 061), so a journey that must follow one — as the
// person who received the mail would — reads it from the file, the way a mailbox would.

/** Quoted-printable soft breaks and =XX escapes undone (nodemailer's text parts). */
function sinQuotedPrintable(texto: string): string {
  const limpio = texto.replace(/=\r?\n/g, '');
  return Buffer.from(limpio.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** The first match of `patron` in any mail of the outbox whose raw text contains `pista`. */
export async function buscarEnCorreos(dataDir: string, pista: string, patron: RegExp): Promise<string | undefined> {
  const carpeta = join(dataDir, 'outbox');
  const nombres = (await readdir(carpeta).catch(() => [])).filter((n) => n.endsWith('.eml'));
  for (const nombre of nombres) {
    const texto = sinQuotedPrintable(await readFile(join(carpeta, nombre), 'utf8'));
    if (!texto.includes(pista)) continue;
    const m = patron.exec(texto);
    if (m) return m[0];
  }
  return undefined;
}
