import { createHash } from 'node:crypto';

// PKCE with S256 only (RFC 7636), the method Mercado Pago supports for its applications.

const BASE64URL_43 = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** A well-formed S256 challenge: the base64url SHA-256 of a verifier (43 characters). */
export const challengeValido = (challenge: string) => BASE64URL_43.test(challenge);

export const challengeDe = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function verifierCorrecto(challenge: string, verifier: string | undefined): boolean {
  return verifier !== undefined && VERIFIER.test(verifier) && challengeDe(verifier) === challenge;
}
