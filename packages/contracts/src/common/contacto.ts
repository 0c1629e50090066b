/**
 * Contact before buying (decision 040): what a seller types in the profile, normalised once
 * here so the form and the API agree. WhatsApp numbers are Argentine mobiles written any of the
 * usual ways; they are stored as wa.me wants them: 549 + area code + number (10 national digits,
 * without the trunk 0 and the mobile 15).
 */

/** The 10 national digits after removing the 0, the 15 and the country code, or null. */
function nacional(texto: string): string | null {
  if (!/^[\d\s()+.\-/]*$/.test(texto)) return null;
  let d = texto.replace(/\D/g, '');
  let internacional = texto.trim().startsWith('+');
  if (d.startsWith('00')) {
    d = d.slice(2);
    internacional = true;
  }
  if (internacional || (d.startsWith('54') && d.length >= 12)) {
    if (!d.startsWith('54')) return null; // another country
    d = d.slice(2);
    if (d.startsWith('9') && (d.length === 11 || d.length === 13)) d = d.slice(1);
  }
  if (d.startsWith('0')) d = d.slice(1);
  if (d.length === 12) d = sin15(d) ?? d;
  // Area codes start with 1 (only 11, Buenos Aires), 2 or 3; 10 digits in all.
  return /^(11|[23]\d)\d{8}$/.test(d) ? d : null;
}

/** '11 15 2345 6789' → '1123456789': the 15 right after a 2-, 3- or 4-digit area code. */
function sin15(d: string): string | null {
  const largos = d.startsWith('11') ? [2] : [3, 4];
  for (const n of largos) if (d.slice(n, n + 2) === '15') return d.slice(0, n) + d.slice(n + 2);
  return null;
}

/** '0351 15-123-4567' → '5493511234567'; null when it is not an Argentine number with area code. */
export function normalizarWhatsapp(texto: string): string | null {
  const d = nacional(texto);
  return d ? `549${d}` : null;
}

/** '5493511234567' → '+54 9 351 123-4567' for display (the area code length is a guess: 2, 3 or 4). */
export function whatsappLegible(numero: string): string {
  const d = numero.replace(/^549/, '');
  if (d.length !== 10) return `+${numero}`;
  const area = d.startsWith('11') ? 2 : 3;
  const resto = d.slice(area);
  return `+54 9 ${d.slice(0, area)} ${resto.slice(0, resto.length - 4)}-${resto.slice(-4)}`;
}

const USUARIO_INSTAGRAM = /^[a-z0-9._]{1,30}$/;

/** '@feria.ar', 'https://www.instagram.com/feria.ar/?igsh=x' → 'feria.ar'; null when not a valid user. */
export function normalizarInstagram(texto: string): string | null {
  let t = texto.trim();
  const url = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(t);
  if (url) t = url[1]!;
  t = t.replace(/^@/, '').toLowerCase();
  return USUARIO_INSTAGRAM.test(t) ? t : null;
}

/** `https://wa.me/{numero}?text=…` */
export function enlaceWhatsapp(numero: string, mensaje?: string): string {
  return `https://wa.me/${numero}${mensaje ? `?text=${encodeURIComponent(mensaje)}` : ''}`;
}
