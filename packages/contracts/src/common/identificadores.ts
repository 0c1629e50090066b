/**
 * Check-digit validators for Argentine tax and bank identifiers, used to keep the demo data
 * believable. Pure functions; shared by the API (validation, demo data) and the web forms.
 */

const soloDigitos = (s: string) => s.replace(/[\s-]/g, '');

const CUIT_PESOS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** AFIP mod-11 check digit of the first 10 CUIT digits; null when the prefix cannot yield one. */
export function digitoVerificadorCuit(primeros10: string): number | null {
  if (!/^\d{10}$/.test(primeros10)) return null;
  const suma = CUIT_PESOS.reduce((acc, peso, i) => acc + peso * Number(primeros10[i]), 0);
  const resto = 11 - (suma % 11);
  if (resto === 11) return 0;
  // A result of 10 is never issued: AFIP changes the prefix (20 → 23, 27 → 23) instead.
  return resto === 10 ? null : resto;
}

const CUIT_PREFIJOS = ['20', '23', '24', '27', '30', '33', '34'];

/** Accepts "20-12345678-6" or "20123456786". */
export function cuitValido(cuit: string): boolean {
  const d = soloDigitos(cuit);
  if (!/^\d{11}$/.test(d) || !CUIT_PREFIJOS.includes(d.slice(0, 2))) return false;
  return digitoVerificadorCuit(d.slice(0, 10)) === Number(d[10]);
}

function digitoPonderado(digitos: string, pesos: readonly number[]): number {
  const suma = pesos.reduce((acc, peso, i) => acc + peso * Number(digitos[i]), 0);
  return (10 - (suma % 10)) % 10;
}

const CBU_PESOS_BLOQUE1 = [7, 1, 3, 9, 7, 1, 3] as const;
const CBU_PESOS_BLOQUE2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

/** BCRA CBU check digits: block 1 = bank (3) + branch (4) + digit, block 2 = account (13) + digit. */
export function digitosVerificadoresCbu(banco: string, sucursal: string, cuenta: string): [number, number] | null {
  const bloque1 = banco + sucursal;
  if (!/^\d{7}$/.test(bloque1) || !/^\d{13}$/.test(cuenta)) return null;
  return [digitoPonderado(bloque1, CBU_PESOS_BLOQUE1), digitoPonderado(cuenta, CBU_PESOS_BLOQUE2)];
}

export function cbuValido(cbu: string): boolean {
  const d = soloDigitos(cbu);
  if (!/^\d{22}$/.test(d)) return false;
  const digitos = digitosVerificadoresCbu(d.slice(0, 3), d.slice(3, 7), d.slice(8, 21));
  return digitos !== null && digitos[0] === Number(d[7]) && digitos[1] === Number(d[21]);
}

/** CBU alias: 6 to 20 letters, digits, dots or hyphens (BCRA rules). */
export function aliasCbuValido(alias: string): boolean {
  return /^[A-Za-z0-9.-]{6,20}$/.test(alias);
}
