/**
 * Numbers as es-AR writes them: '.' between thousands (also in four-digit numbers), ',' before the
 * decimals, rounded half away from zero, a minus on any negative value. Exactly what
 * `Intl.NumberFormat('es-AR')` prints (numeros.test.ts compares both), without it: a page's first
 * `Intl` formatter loads the locale's data, ~40 ms of a slow phone's main thread while a public page
 * starts (docs/arquitectura.md#rendimiento), and prices, counts and ratings are all a public page formats.
 */
export function numeroAR(valor: number, { min = 0, max = 3 }: { min?: number; max?: number } = {}): string {
  // Outside plain digits (NaN, ±Infinity, 1e21 and up): the locale's own formatter.
  if (!Number.isFinite(valor) || Math.abs(valor) >= 1e21)
    return new Intl.NumberFormat('es-AR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(valor);
  const signo = valor < 0 || Object.is(valor, -0) ? '-' : '';
  const [entera, decimales] = redondeado(Math.abs(valor), max);
  let fraccion = decimales;
  while (fraccion.length > min && fraccion.endsWith('0')) fraccion = fraccion.slice(0, -1);
  const miles = entera.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${signo}${miles}${fraccion ? `,${fraccion}` : ''}`;
}

/**
 * A non-negative number's integer and decimal digits, rounded half up to `decimales`, from its
 * shortest decimal form (what `String` writes: 0.15, not the binary 0.1499…), as Intl rounds.
 */
function redondeado(valor: number, decimales: number): [string, string] {
  const [, enteros = '0', resto = '', exponente = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(valor)) ?? [];
  let digitos = enteros + resto;
  let coma = enteros.length + Number(exponente);
  if (coma <= 0) {
    digitos = '0'.repeat(1 - coma) + digitos;
    coma = 1;
  }
  digitos = digitos.padEnd(coma + decimales, '0');
  const largo = coma + decimales;
  if (digitos.length > largo && digitos[largo]! >= '5') {
    const subido = (BigInt(digitos.slice(0, largo)) + 1n).toString().padStart(largo, '0');
    coma += subido.length - largo;
    digitos = subido;
  } else digitos = digitos.slice(0, largo);
  return [digitos.slice(0, coma).replace(/^0+(?=\d)/, ''), digitos.slice(coma)];
}
