// Spanish numbers as a seller says them (or as speech recognition writes them): 'doce mil
// quinientos', 'mil doscientos treinta y cuatro', 'dos millones', 'veinte con cincuenta',
// 'diez coma cinco', '12.500', '12.500,50', '1,5', '13500', and in slang: '5 lucas', 'veinte
// lucas', '3 lucas y media', '8k' (docs/producto/voz.md#montos). Words arrive lower-case without
// accents (normalizar.ts).

const UNIDADES: Record<string, number> = {
  cero: 0,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};
const MEDIO = new Set(['medio', 'media']);
/** Thousands: 'mil', and 'luca' / 'lucas' / 'k' as sellers say and type them. */
const MILES = new Set(['mil', 'luca', 'lucas', 'k']);
const esLuca = (w: string | undefined) => w === 'luca' || w === 'lucas';

/** Whether a word can be part of a number said in words. */
export const esPalabraNumero = (w: string): boolean =>
  w in UNIDADES || w === 'mil' || esLuca(w) || w === 'millon' || w === 'millones' || w === 'y';

/** A number written with digits: '12.500' (thousands), '12.500,50', '1,5', '13500', '12500.75', '$12.500'. */
export function numeroDeDigitos(token: string): number | null {
  const t = token.replace(/^\$/, '').replace(/[%$]$/, '');
  if (!/^\d[\d.,]*$/.test(t)) return null;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^\d+,\d+$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  return null;
}

/**
 * Reads a number starting at `i` in `palabras`; returns it and how many words it used, or null.
 * 'doce mil quinientos' → 12500 (3); 'mil doscientos treinta y cuatro' → 1234 (5); 'dos millones
 * y medio' → 2500000; 'veinte con cincuenta' / 'diez coma cinco' → 20.5 / 10.5; '1,5 millones'.
 */
export function leerNumero(palabras: readonly string[], i: number): { valor: number; usadas: number } | null {
  const entero = leerEntero(palabras, i);
  if (!entero) return null;
  let { valor, usadas } = entero;
  // Decimals: 'con cincuenta' (cents), 'coma cinco', 'punto cinco'.
  const sep = palabras[i + usadas];
  if ((sep === 'con' || sep === 'coma' || sep === 'punto') && palabras[i + usadas + 1] !== undefined) {
    const dec = leerEntero(palabras, i + usadas + 1, false);
    if (dec && dec.valor < 100 && !esUnidadDeMedida(palabras[i + usadas + 1 + dec.usadas])) {
      const digitos = palabras[i + usadas + 1]!.match(/^\d+$/)
        ? palabras[i + usadas + 1]!.length
        : dec.valor < 10 && sep !== 'con'
          ? 1
          : 2;
      valor = valor + dec.valor / 10 ** digitos;
      usadas += 1 + dec.usadas;
    }
  }
  return { valor: Math.round(valor * 100) / 100, usadas };
}

const esUnidadDeMedida = (w: string | undefined) => w === 'unidades' || w === 'unidad' || w === 'por';

function leerEntero(
  palabras: readonly string[],
  i: number,
  permitirEscala = true,
): { valor: number; usadas: number } | null {
  const primero = palabras[i];
  if (primero === undefined) return null;
  const digitos = numeroDeDigitos(primero);
  if (digitos !== null) {
    // '1,5 millones', '12 mil', '5 lucas', '3 lucas y media', '8 k'
    const escala = palabras[i + 1];
    if (permitirEscala && escala !== undefined && MILES.has(escala)) {
      if (esLuca(escala) && palabras[i + 2] === 'y' && MEDIO.has(palabras[i + 3] ?? ''))
        return { valor: digitos * 1000 + 500, usadas: 4 };
      return { valor: digitos * 1000, usadas: 2 };
    }
    if (permitirEscala && (escala === 'millon' || escala === 'millones'))
      return { valor: digitos * 1_000_000, usadas: 2 };
    return { valor: digitos, usadas: 1 };
  }
  let total = 0;
  let actual = 0;
  let usadas = 0;
  let vioNumero = false;
  for (let j = i; j < palabras.length; j++) {
    const w = palabras[j]!;
    if (w in UNIDADES) {
      // 'ciento veinte': 100 + 20; 'veinte y cuatro' handled by 'y'.
      actual += UNIDADES[w]!;
      vioNumero = true;
      usadas = j - i + 1;
    } else if ((w === 'mil' || esLuca(w)) && permitirEscala) {
      total += (actual === 0 ? 1 : actual) * 1000;
      actual = 0;
      vioNumero = true;
      usadas = j - i + 1;
      // 'tres lucas y media', 'luca y media'
      if (esLuca(w) && palabras[j + 1] === 'y' && MEDIO.has(palabras[j + 2] ?? '')) {
        total += 500;
        usadas += 2;
        j += 2;
      }
    } else if ((w === 'millon' || w === 'millones') && permitirEscala && vioNumero) {
      total = (total + (actual === 0 ? 1 : actual)) * 1_000_000;
      actual = 0;
      usadas = j - i + 1;
      // 'dos millones y medio'
      if (palabras[j + 1] === 'y' && MEDIO.has(palabras[j + 2] ?? '')) {
        total += 500_000;
        usadas += 2;
        j += 2;
      }
    } else if (w === 'y' && vioNumero && (palabras[j + 1] ?? '') in UNIDADES && UNIDADES[palabras[j + 1]!]! < 10) {
      continue;
    } else break;
  }
  if (!vioNumero) return null;
  return { valor: total + actual, usadas };
}
