// Reads back the .eml files this API writes (transporte.ts): headers (folded lines, RFC 2047
// encoded words), and the text and HTML parts of a multipart/alternative body (base64,
// quoted-printable or plain). Not a general MIME parser: only what nodemailer produces here.

export interface CorreoLeido {
  cabeceras: { nombre: string; valor: string }[];
  texto: string | null;
  html: string | null;
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words, adjacent ones joined. */
export function decodificarPalabras(valor: string): string {
  return valor
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, modo: string, datos: string) => {
      const bytes = modo.toUpperCase() === 'B' ? Buffer.from(datos, 'base64') : qp(datos.replace(/_/g, ' '));
      return new TextDecoder(charset.toLowerCase() === 'utf-8' ? 'utf-8' : 'latin1').decode(bytes);
    });
}

function qp(texto: string): Buffer {
  const limpio = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < limpio.length; i++) {
    const c = limpio[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(limpio.slice(i + 1, i + 3))) {
      bytes.push(parseInt(limpio.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

function separar(bloque: string): { cabeceras: { nombre: string; valor: string }[]; cuerpo: string } {
  const fin = bloque.search(/\r?\n\r?\n/);
  const crudas = fin < 0 ? bloque : bloque.slice(0, fin);
  const cuerpo = fin < 0 ? '' : bloque.slice(fin).replace(/^\r?\n\r?\n/, '');
  const cabeceras = crudas
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter((l) => l.includes(':'))
    .map((l) => {
      const i = l.indexOf(':');
      return { nombre: l.slice(0, i).trim(), valor: decodificarPalabras(l.slice(i + 1).trim()) };
    });
  return { cabeceras, cuerpo };
}

const cabecera = (lista: { nombre: string; valor: string }[], nombre: string) =>
  lista.find((c) => c.nombre.toLowerCase() === nombre)?.valor ?? '';

function decodificarCuerpo(cuerpo: string, codificacion: string): string {
  const modo = codificacion.toLowerCase();
  if (modo === 'base64') return Buffer.from(cuerpo.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (modo === 'quoted-printable') return qp(cuerpo).toString('utf8');
  return cuerpo;
}

export function leerEml(crudo: string): CorreoLeido {
  const { cabeceras, cuerpo } = separar(crudo);
  const tipo = cabecera(cabeceras, 'content-type');
  const resultado: CorreoLeido = { cabeceras, texto: null, html: null };
  const partes: { tipo: string; contenido: string }[] = [];
  const limite = /boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  if (/^multipart\//i.test(tipo) && limite) {
    for (const parte of cuerpo.split(`--${limite}`).slice(1)) {
      if (parte.startsWith('--')) break;
      const p = separar(parte.replace(/^\r?\n/, ''));
      partes.push({
        tipo: cabecera(p.cabeceras, 'content-type'),
        contenido: decodificarCuerpo(
          p.cuerpo.replace(/\r?\n$/, ''),
          cabecera(p.cabeceras, 'content-transfer-encoding'),
        ),
      });
    }
  } else
    partes.push({
      tipo,
      contenido: decodificarCuerpo(cuerpo.replace(/\r?\n$/, ''), cabecera(cabeceras, 'content-transfer-encoding')),
    });
  for (const p of partes) {
    if (/^text\/html/i.test(p.tipo)) resultado.html ??= p.contenido;
    else if (/^text\/plain/i.test(p.tipo) || p.tipo === '') resultado.texto ??= p.contenido;
  }
  return resultado;
}

export const valorCabecera = cabecera;
