import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, normalizeOrigins } from './redirect-uris';

const origins = normalizeOrigins(['http://localhost:8080/', 'https://feria.example']);

describe('redirect URIs of the SPA client', () => {
  it.each([
    ['http://localhost:8080/post-login', true],
    ['http://localhost:8080/productos/1?x=2', true],
    ['https://feria.example/', true],
    ['http://feria.example/', false],
    ['http://localhost:8081/post-login', false],
    ['https://feria.example.evil.com/', false],
    ['https://user:pw@feria.example/', false],
    ['https://feria.example/#frag', false],
    ['javascript:alert(1)', false],
    ['/post-login', false],
  ])('%s → %s', (uri, allowed) => {
    expect(isAllowedRedirect(uri, origins)).toBe(allowed);
  });

  it('also accepts the origin the browser used to reach this server', () => {
    expect(isAllowedRedirect('http://192.168.0.5:8080/post-login', origins, 'http://192.168.0.5:8080')).toBe(true);
    expect(isAllowedRedirect('http://192.168.0.5:8080/post-login', origins, 'http://192.168.0.6:8080')).toBe(false);
  });
});
