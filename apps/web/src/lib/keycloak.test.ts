import { describe, expect, it } from 'vitest';
import { appUrl, isInvalidGrant, realmRoles } from './keycloak';

describe('isInvalidGrant (docs/producto/identidad.md#autenticacion refresh failure)', () => {
  it('is true for a refresh answered 400', () => {
    const error = Object.assign(new Error('Failed to refresh token'), {
      response: new Response('{"error":"invalid_grant"}', { status: 400 }),
    });
    expect(isInvalidGrant(error)).toBe(true);
  });
  it('is true for an error naming invalid_grant', () => {
    expect(isInvalidGrant(new Error('invalid_grant: token reused'))).toBe(true);
  });
  it.each([
    ['a 500', Object.assign(new Error('x'), { response: new Response('', { status: 500 }) })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['the iframe check', new Error('Error while checking login iframe')],
    ['nothing', undefined],
    ['a string', 'invalid'],
  ])('is false for %s', (_label, error) => {
    expect(isInvalidGrant(error)).toBe(false);
  });
});

describe('realmRoles', () => {
  it('reads realm_access.roles from the access token', () => {
    expect(realmRoles({ tokenParsed: { realm_access: { roles: ['comprador', 'offline_access'] } } })).toEqual([
      'comprador',
      'offline_access',
    ]);
  });
  it('is empty without a token or roles', () => {
    expect(realmRoles({ tokenParsed: undefined })).toEqual([]);
    expect(realmRoles({ tokenParsed: {} })).toEqual([]);
  });
});

describe('appUrl', () => {
  it('builds an absolute URL on this origin', () => {
    expect(appUrl('/post-login')).toBe(`${window.location.origin}/post-login`);
  });
});
