import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDb } from './db/identity-db';
import { migrateIdentity } from './db/migrate';
import { getPublicJwks } from './keys/key-store';
import {
  authorizeUrl,
  buildTestApp,
  decodeJwt,
  fragmentParams,
  ISSUER,
  login,
  openTestDb,
  pkcePair,
  refresh,
  TestBrowser,
  type Tokens,
} from './testing/test-server';

let db: IdentityDb;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
});
afterAll(() => closeDb());

describe('a restart keeps everyone signed in', () => {
  it('keeps the signing keys, sessions and refresh tokens across a new server instance', async () => {
    const before = await buildTestApp(db);
    const browser = new TestBrowser(before);
    const tokens = await login(browser, 'ana@test.feria.ar');
    const keysBefore = await getPublicJwks(db);
    await before.close();

    await migrateIdentity(db); // idempotent on an existing schema
    const after = await buildTestApp(db);
    browser.app = after;
    expect(await getPublicJwks(db)).toEqual(keysBefore);

    // The old access token still verifies; the refresh token still works.
    await jwtVerify(tokens.access_token, createLocalJWKSet(keysBefore), { issuer: ISSUER });
    const res = await refresh(browser, tokens.refresh_token);
    expect(res.status).toBe(200);
    const renewed = JSON.parse(res.body) as Tokens;
    await jwtVerify(renewed.access_token, createLocalJWKSet(await getPublicJwks(db)), { issuer: ISSUER });

    // The browser session survives too: check-sso signs in without a form.
    const silent = await browser.request('GET', authorizeUrl(pkcePair().challenge, { prompt: 'none' }));
    expect(fragmentParams(silent.location!).get('code')).toBeTruthy();
    expect(decodeJwt(renewed.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    await after.close();
  });
});
