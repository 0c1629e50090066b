import { describe, expect, it } from 'vitest';
import { ERRORES, esCodigoError, type DefinicionError } from './errores';
import * as mensajes from './messages';

const entradas = Object.entries(ERRORES) as [string, DefinicionError][];
/** Every text of messages.ts, with the section and key that define it. */
const textos = Object.entries(mensajes).flatMap(([seccion, valores]) =>
  Object.entries(valores as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([clave, texto]) => ({ donde: `${seccion}.${clave}`, texto })),
);
// Words that start the English texts the spec keeps (docs/producto/errores.md store errors); an error the API answers is never one.
const INGLES = /^(User|Unsupported|Failed|Invalid|Not|Error:)\b/;

describe('error catalogue', () => {
  it('gives every code a client or server error status', () => {
    for (const [codigo, { status }] of entradas) {
      expect(Number.isInteger(status), codigo).toBe(true);
      expect(status >= 400 && status <= 599, `${codigo}: ${status}`).toBe(true);
    }
  });

  it('gives every code a Spanish text, written in messages.ts', () => {
    const definidos = new Set(textos.map((t) => t.texto));
    for (const [codigo, { mensaje }] of entradas) {
      expect(mensaje.trim(), codigo).not.toBe('');
      expect(mensaje, codigo).toBe(mensaje.trim());
      expect(mensaje, codigo).not.toMatch(INGLES);
      expect(definidos.has(mensaje), `${codigo}: '${mensaje}' is not a text of messages.ts`).toBe(true);
    }
  });

  it('gives no two codes the same text', () => {
    const porTexto = new Map<string, string>();
    for (const [codigo, { mensaje }] of entradas) {
      expect(porTexto.get(mensaje), `${codigo} repeats the text of ${porTexto.get(mensaje)}`).toBeUndefined();
      porTexto.set(mensaje, codigo);
    }
  });

  it('names codes in upper snake case and fields as dotted paths', () => {
    for (const [codigo, { campo }] of entradas) {
      expect(codigo).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
      if (campo !== undefined) expect(campo).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/);
    }
  });

  it('tells catalogue codes from anything else', () => {
    expect(esCodigoError('PRODUCTO_SKU_DUPLICADO')).toBe(true);
    expect(esCodigoError('CONFLICTO')).toBe(false);
    expect(esCodigoError('toString')).toBe(false);
    expect(esCodigoError(undefined)).toBe(false);
  });
});

describe('messages', () => {
  it('writes each text once', () => {
    const visto = new Map<string, string>();
    for (const { donde, texto } of textos) {
      expect(visto.get(texto), `'${texto}' is written at ${visto.get(texto)} and ${donde}`).toBeUndefined();
      visto.set(texto, donde);
    }
  });
});
