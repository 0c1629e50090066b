import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHIVO_CLAVE_TOKENS, cifrador, claveDe, claveGuardada } from './cifrado';

const nueva = () => claveDe(randomBytes(32).toString('base64'));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('tokens at rest (AES-256-GCM with a key id)', () => {
  it('seals a value that opens to the same text and does not contain it', () => {
    const c = cifrador(nueva());
    const sellado = c.sellar('APP_USR-token-secreto');
    expect(sellado).not.toContain('APP_USR');
    expect(sellado.split('.')[1]).toBe(c.idClave);
    expect(c.abrir(sellado)).toBe('APP_USR-token-secreto');
  });

  it('seals the same text differently each time (random IV)', () => {
    const c = cifrador(nueva());
    expect(c.sellar('x')).not.toBe(c.sellar('x'));
  });

  it('refuses a tampered value and one sealed by an unknown key', () => {
    const c = cifrador(nueva());
    const partes = c.sellar('token').split('.');
    const cifrado = Buffer.from(partes[3]!, 'base64url');
    cifrado[0] = cifrado[0]! ^ 1;
    partes[3] = cifrado.toString('base64url');
    expect(() => c.abrir(partes.join('.'))).toThrow();
    expect(() => cifrador(nueva()).abrir(c.sellar('token'))).toThrow(/clave que no está configurada/);
    expect(() => c.abrir('texto-plano')).toThrow(/formato desconocido/);
  });

  it('opens values of a previous key after a rotation and seals with the new one', () => {
    const vieja = nueva();
    const sellado = cifrador(vieja).sellar('token-viejo');
    const rotado = cifrador(nueva(), [vieja]);
    expect(rotado.abrir(sellado)).toBe('token-viejo');
    expect(rotado.sellar('t').split('.')[1]).not.toBe(vieja.id);
  });

  it('accepts only 32-byte keys, with a Spanish message', () => {
    expect(() => claveDe(randomBytes(16).toString('base64'))).toThrow(/32 bytes en base64/);
    expect(claveDe(randomBytes(32).toString('base64url')).bytes).toHaveLength(32);
  });

  it('generates the embedded key once in DATA_DIR, readable by its owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feria-cifrado-'));
    dirs.push(dir);
    const a = claveGuardada(dir);
    const b = claveGuardada(dir);
    expect(b.id).toBe(a.id);
    expect(Buffer.from(readFileSync(path.join(dir, ARCHIVO_CLAVE_TOKENS), 'utf8'), 'base64')).toEqual(a.bytes);
    expect(statSync(path.join(dir, ARCHIVO_CLAVE_TOKENS)).mode & 0o077).toBe(0);
  });
});
