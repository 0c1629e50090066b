import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { secretoGuardado } from './secreto-guardado';
import path from 'node:path';

// Secrets kept at rest (docs/producto/pagos.md#tokens): AES-256-GCM with a random 12-byte IV per
// value. A sealed value is `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts), so it says
// which key opened it: the current key seals, the current and the previous ones open, and a key
// can be rotated without re-encrypting every row at once.

/** Where the embedded mode keeps its generated key when MP_TOKEN_KEY is unset. */
export const ARCHIVO_CLAVE_TOKENS = 'clave-tokens-mp';

export interface Clave {
  /** First 8 hex characters of the key's SHA-256: names the key without revealing it. */
  id: string;
  bytes: Buffer;
}

export interface Cifrador {
  /** Id of the key new values are sealed with. */
  readonly idClave: string;
  sellar(texto: string): string;
  /** The plain text; throws when the value is malformed, tampered with or sealed by an unknown key. */
  abrir(sellado: string): string;
}

/** A key from its base64 (or base64url) text of exactly 32 bytes; throws a Spanish message otherwise. */
export function claveDe(texto: string, nombre = 'MP_TOKEN_KEY'): Clave {
  const bytes = Buffer.from(texto.trim(), texto.includes('-') || texto.includes('_') ? 'base64url' : 'base64');
  if (bytes.length !== 32)
    throw new Error(
      `Configuración inválida: ${nombre} tiene que ser 32 bytes en base64 (generala con: openssl rand -base64 32).`,
    );
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

export function cifrador(actual: Clave, anteriores: readonly Clave[] = []): Cifrador {
  const claves = new Map([...anteriores, actual].map((c) => [c.id, c.bytes]));
  return {
    idClave: actual.id,
    sellar(texto) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', actual.bytes, iv);
      c.setAAD(Buffer.from(actual.id));
      const cifrado = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
      const partes = [iv, cifrado, c.getAuthTag()].map((b) => b.toString('base64url'));
      return ['v1', actual.id, ...partes].join('.');
    },
    abrir(sellado) {
      const [version, id, iv, cifrado, tag, ...resto] = sellado.split('.');
      if (version !== 'v1' || !id || iv === undefined || cifrado === undefined || !tag || resto.length > 0)
        throw new Error('Valor cifrado con formato desconocido');
      const bytes = claves.get(id);
      if (!bytes) throw new Error(`Valor cifrado con una clave que no está configurada (${id})`);
      const d = createDecipheriv('aes-256-gcm', bytes, Buffer.from(iv, 'base64url'));
      d.setAAD(Buffer.from(id));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(cifrado, 'base64url')), d.final()]).toString('utf8');
    },
  };
}

/** The embedded mode's key: generated once and kept in DATA_DIR (lib/secreto-guardado.ts). */
export function claveGuardada(dataDir: string): Clave {
  return claveDe(secretoGuardado(dataDir, ARCHIVO_CLAVE_TOKENS, 'base64'), path.join(dataDir, ARCHIVO_CLAVE_TOKENS));
}
