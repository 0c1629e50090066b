import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The embedded server writes every mail as a .eml file in DATA_DIR/outbox. The admin's 'Correos
// enviados' hides one-time links (decision 061), so a journey that must follow one — as the
// person who received the mail would — reads it from the file, the way a mailbox would.

/** The mail's text: its raw bytes plus every base64 body decoded (transporte.ts writes base64 bodies). */
function textoDelCorreo(crudo: string): string {
  const bloques = crudo.match(/(?:^[A-Za-z0-9+/]+={0,2}\r?\n)+/gm) ?? [];
  return [crudo, ...bloques.map((b) => Buffer.from(b.replace(/\s+/g, ''), 'base64').toString('utf8'))].join('\n');
}

/** The first match of `patron` in a mail of the outbox made from `plantilla` whose text contains `pista`. */
export async function buscarEnCorreos(
  dataDir: string,
  plantilla: string,
  pista: string,
  patron: RegExp,
): Promise<string | undefined> {
  const carpeta = join(dataDir, 'outbox');
  const nombres = (await readdir(carpeta).catch(() => [])).filter((n) => n.endsWith('.eml') && n.includes(plantilla));
  for (const nombre of nombres) {
    const texto = textoDelCorreo(await readFile(join(carpeta, nombre), 'utf8'));
    if (!texto.includes(pista)) continue;
    const m = patron.exec(texto);
    if (m) return m[0];
  }
  return undefined;
}
