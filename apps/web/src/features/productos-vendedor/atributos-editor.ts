import { atributoInput, MENSAJES_PRODUCTO, type Atributo, type AtributoSugerido } from '@feria/contracts';

/** One row of the attribute editor as typed (docs/producto/validacion.md "Attribute editor"). */
export interface FilaAtributo {
  clave: string;
  valor: string;
}

/** A product has at most 30 attributes (contracts `productoInput`). */
export const MAX_ATRIBUTOS = 30;

export const filaVacia = (): FilaAtributo => ({ clave: '', valor: '' });

/** Keys compare trimmed and case-insensitive (docs/producto/validacion.md: "Duplicate keys (case-insensitive, trimmed)"). */
export function normalizarClave(clave: string): string {
  return clave.trim().toLocaleLowerCase('es');
}

const vacia = (f: FilaAtributo) => f.clave.trim() === '' && f.valor.trim() === '';

/** Rows to start the editor with: the product's attributes, or one empty row (one row always stays). */
export function filasIniciales(atributos: Pick<Atributo, 'clave' | 'valor'>[] = []): FilaAtributo[] {
  return atributos.length ? atributos.map(({ clave, valor }) => ({ clave, valor })) : [filaVacia()];
}

export function puedeAgregar(filas: FilaAtributo[]): boolean {
  return filas.length < MAX_ATRIBUTOS;
}

export function agregarFila(filas: FilaAtributo[]): FilaAtributo[] {
  return puedeAgregar(filas) ? [...filas, filaVacia()] : filas;
}

/** docs/producto/validacion.md: at least one row always stays (delete disabled with one row). */
export function puedeQuitar(filas: FilaAtributo[]): boolean {
  return filas.length > 1;
}

export function quitarFila(filas: FilaAtributo[], index: number): FilaAtributo[] {
  if (!puedeQuitar(filas) || index < 0 || index >= filas.length) return filas;
  return filas.filter((_, i) => i !== index);
}

export function cambiarFila(filas: FilaAtributo[], index: number, cambio: Partial<FilaAtributo>): FilaAtributo[] {
  return filas.map((f, i) => (i === index ? { ...f, ...cambio } : f));
}

/**
 * Keys of the shop worth suggesting: the ones not already in the editor (docs/producto/validacion.md: duplicate keys,
 * case-insensitive and trimmed, are not offered), each once, in the server's order.
 */
export function clavesSugeridas(filas: FilaAtributo[], sugeridas: AtributoSugerido[]): string[] {
  const vistas = new Set(filas.map((f) => normalizarClave(f.clave)).filter(Boolean));
  const out: string[] = [];
  for (const { clave } of sugeridas) {
    const n = normalizarClave(clave);
    if (!n || vistas.has(n)) continue;
    vistas.add(n);
    out.push(clave.trim());
  }
  return out;
}

/**
 * docs/producto/validacion.md: clicking a suggestion fills the first empty key, otherwise adds a row; a key already
 * present is never added twice. Returns the rows unchanged when nothing applies.
 */
export function aplicarSugerencia(filas: FilaAtributo[], clave: string): FilaAtributo[] {
  const n = normalizarClave(clave);
  if (!n || filas.some((f) => normalizarClave(f.clave) === n)) return filas;
  const libre = filas.findIndex((f) => f.clave.trim() === '');
  if (libre >= 0) return cambiarFila(filas, libre, { clave: clave.trim() });
  return puedeAgregar(filas) ? [...filas, { clave: clave.trim(), valor: '' }] : filas;
}

/** Values the shop already used for this key (value suggestions), without the one typed. */
export function valoresSugeridos(clave: string, sugeridas: AtributoSugerido[]): string[] {
  const n = normalizarClave(clave);
  if (!n) return [];
  const valores = sugeridas.filter((s) => normalizarClave(s.clave) === n).flatMap((s) => s.valores);
  return [...new Set(valores.map((v) => v.trim()).filter(Boolean))];
}

export interface ErrorFila {
  clave?: string;
  valor?: string;
}

export interface AtributosValidados {
  /** The payload's atributosRequestDto (docs/producto/entidades.md), rows with both fields empty dropped. */
  atributos: { clave: string; valor: string; tipoDato: 'STRING' }[];
  /** Error per displayed row index (sparse); empty when valid. */
  errores: Record<number, ErrorFila>;
}

/**
 * Validates the rows as the API will (contracts `atributoInput`), keeping the row index of each
 * error so it shows under the field the seller typed. Rows with key and value both empty are
 * dropped (docs/producto/validacion.md "attributes with both key and value empty are dropped"); a repeated key is
 * marked on its later occurrence.
 */
export function validarAtributos(filas: FilaAtributo[]): AtributosValidados {
  const atributos: AtributosValidados['atributos'] = [];
  const errores: Record<number, ErrorFila> = {};
  const claves = new Set<string>();
  filas.forEach((fila, i) => {
    if (vacia(fila)) return;
    const error: ErrorFila = {};
    const r = atributoInput.safeParse(fila);
    if (!r.success) {
      for (const issue of r.error.issues) {
        const campo = issue.path[0];
        if ((campo === 'clave' || campo === 'valor') && !error[campo]) error[campo] = issue.message;
      }
    }
    const n = normalizarClave(fila.clave);
    if (n && claves.has(n)) error.clave ??= MENSAJES_PRODUCTO.claveRepetida;
    if (n) claves.add(n);
    if (!r.success || error.clave) {
      errores[i] = error;
      return;
    }
    atributos.push({ clave: r.data.clave, valor: r.data.valor, tipoDato: 'STRING' });
  });
  return { atributos, errores };
}
