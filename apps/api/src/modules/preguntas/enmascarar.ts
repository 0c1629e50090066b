import { MENSAJES_PREGUNTAS } from '@feria/contracts';

// docs/producto/preguntas.md#enmascarado (decision 094): contact details in a public question or
// answer are replaced before the text is stored, so the sale stays inside Feria. Phones, e-mail
// addresses (written or spelled), links and domains, @handles and a WhatsApp mention with its
// number; prices and sizes stay as written.

const OCULTO = MENSAJES_PREGUNTAS.datoOculto;
const MIN_DIGITOS_TELEFONO = 8;

const PROVEEDORES = 'gmail|hotmail|yahoo|outlook|live|icloud|fibertel|speedy|arnet';
const TLD = 'com|net|org|ar|io|me|ly|app|shop|store|info|biz|co|link|site|online|gl|page|tv|gg|wa';
const PUNTO = String.raw`(?:\s*\.\s*|\s+punto\s+)`;

const PATRONES: RegExp[] = [
  // E-mail written: juan.perez+ventas@gmail.com
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu,
  // E-mail spelled: 'juan arroba gmail punto com', 'juan (at) hotmail', 'juan @ yahoo . com . ar'
  new RegExp(
    String.raw`[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\barroba\b)\s*(?:(?:${PROVEEDORES})\b(?:${PUNTO}(?:${TLD})\b){0,2}|[\p{L}\p{N}-]+(?:${PUNTO}(?:${TLD})\b){1,2})`,
    'giu',
  ),
  // Links: http(s)://… and www.…
  /\b(?:https?:\/\/|www\.)\S+/giu,
  // Bare domains: mitienda.com.ar, wa.me/549…, bit.ly/x
  new RegExp(String.raw`\b[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.(?:${TLD})\b(?:\/[^\s]*)?`, 'giu'),
  // Spelled domains: 'mitienda punto com punto ar'
  new RegExp(String.raw`\b[\p{L}\p{N}-]+\s+punto\s+(?:${TLD})\b(?:\s+punto\s+(?:${TLD})\b)?`, 'giu'),
  // Social accounts: '@mitienda', 'ig: mitienda', 'instagram: @mi.tienda'
  /\b(?:ig|insta|instagram|fb|face|facebook|tiktok|telegram|tg)\s*:\s*@?[\p{L}\p{N}_.]{3,}/giu,
  /(?<![\p{L}\p{N}._])@[\p{L}\p{N}_.]{2,}/giu,
];

const DIGITO_PALABRA = 'cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve';
/** Eight or more digits spelled in words: 'once cinco' is not caught, 'uno uno cinco …' is. */
const DIGITOS_EN_PALABRAS = new RegExp(
  String.raw`\b(?:${DIGITO_PALABRA})(?:[\s,.-]+(?:${DIGITO_PALABRA})){${MIN_DIGITOS_TELEFONO - 1},}\b`,
  'giu',
);
/** A run of digits with the separators phones are written with (spaces, dots, dashes, brackets, a leading +). */
const TIRA_DE_DIGITOS = /\+?\(?\d[\d\s.()-]*\d\)?/gu;
/** A price right before or after the run: '$ 12.500.000', '12.500.000 pesos', 'ARS 1.000.000'. */
const PRECIO_ANTES = /(?:\$|\bars|\bu\$s|\busd)\s*$/iu;
const PRECIO_DESPUES = /^\s*(?:pesos|ars|mil|millones?|usd|d[oó]lares|k)\b/iu;
/** A WhatsApp mention right before a masked contact: the mention goes with it. */
const WHATSAPP = new RegExp(
  String.raw`\b(?:whats\s?app|whatsapp|wsp|wpp|wp|whats|guasap|wasap)\b[\s:.,-]*(?:al|es|:)?\s*${escapar(OCULTO)}`,
  'giu',
);

function escapar(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A date written with dots or dashes: 10-12-2025. */
const FECHA = /^\d{1,2}[.-]\d{1,2}[.-](?:\d{2}|\d{4})$/u;

/** Sizes written in a row ('talles 36 38 40 42'): groups of two digits, each one larger. */
function sonTalles(tira: string): boolean {
  const grupos = tira.trim().split(/\s+/);
  if (!grupos.every((g) => /^\d{2}$/.test(g))) return false;
  return grupos.every((g, i) => i === 0 || Number(g) > Number(grupos[i - 1]));
}

function esTelefono(texto: string, tira: string, inicio: number): boolean {
  const digitos = tira.replace(/\D/g, '').length;
  if (digitos < MIN_DIGITOS_TELEFONO) return false;
  if (PRECIO_ANTES.test(texto.slice(Math.max(0, inicio - 6), inicio))) return false;
  if (PRECIO_DESPUES.test(texto.slice(inicio + tira.length, inicio + tira.length + 12))) return false;
  return !sonTalles(tira) && !FECHA.test(tira.trim());
}

export interface TextoEnmascarado {
  texto: string;
  /** Something was replaced: the UI adds the note (MENSAJES_PREGUNTAS.notaEnmascarado). */
  enmascarado: boolean;
}

/** The text with every contact detail replaced by MENSAJES_PREGUNTAS.datoOculto. */
export function enmascarar(original: string): TextoEnmascarado {
  let texto = original;
  for (const patron of PATRONES) texto = texto.replace(patron, OCULTO);
  texto = texto.replace(DIGITOS_EN_PALABRAS, OCULTO);
  texto = texto.replace(TIRA_DE_DIGITOS, (tira, inicio: number, entero: string) =>
    esTelefono(entero, tira, inicio) ? OCULTO : tira,
  );
  texto = texto.replace(WHATSAPP, OCULTO);
  // Two contacts side by side ('[…] [...]') read as one.
  texto = texto.replace(new RegExp(String.raw`${escapar(OCULTO)}(?:[\s,;/-]*${escapar(OCULTO)})+`, 'gu'), OCULTO);
  return { texto, enmascarado: texto !== original };
}
