import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing';
import { HSTS, isHttps } from './security';

// Strict-Transport-Security was sent over plain http. It goes only to requests that
// arrived over https: a trusted proxy's X-Forwarded-Proto, or PUBLIC_URL when no proxy is trusted.

async function hsts(env: Record<string, string>, headers: Record<string, string> = {}) {
  const t = await createTestApp({ seed: 'empty', env });
  try {
    const res = await t.app.inject({ url: '/api/v1/public/core/rubros', headers });
    expect(res.statusCode).toBe(200);
    return res.headers['strict-transport-security'];
  } finally {
    await t.close();
  }
}

const req = (protocol: 'http' | 'https') => ({ protocol }) as FastifyRequest;

describe('HSTS', () => {
  it('is not sent over plain http, even with a forged X-Forwarded-Proto', async () => {
    expect(await hsts({}, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent behind a trusted proxy that says https', async () => {
    expect(await hsts({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('decides by the request protocol, or by PUBLIC_URL when no proxy is trusted', () => {
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    // request.protocol is 'https' over TLS, or from X-Forwarded-Proto when TRUST_PROXY is on.
    expect(isHttps(req('https'), { trustProxy: true, publicUrl: undefined })).toBe(true);
    expect(isHttps(req('http'), { trustProxy: true, publicUrl: 'https://feria.example' })).toBe(false);
    expect(isHttps(req('http'), { trustProxy: false, publicUrl: 'https://feria.example' })).toBe(true);
    expect(isHttps(req('http'), { trustProxy: false, publicUrl: 'http://192.168.0.10:8080' })).toBe(false);
    expect(isHttps(req('http'), { trustProxy: false, publicUrl: undefined })).toBe(false);
  });
});
