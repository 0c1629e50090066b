import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrarPerfilesDeComprador, usuariosConPerfil } from '../modules/compradores/compradores.test-support';
import type { DatabaseHandle } from '../db/client';
import { DEMO_COMPRADORES } from '../demo/demo-compradores';
import { openTestDatabase, TEST_DATA_DIR } from '../testing';
import { seed } from './seed';

describe('seed on start', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('demo', process.env.DATABASE_URL || undefined);
  });
  afterAll(async () => handle.close());

  const userIds = () => usuariosConPerfil(handle.db);

  it('adds the demo buyer profiles to a demo marketplace loaded before they existed, once', async () => {
    await borrarPerfilesDeComprador(handle.db);
    await seed(handle.db, { demo: false, dataDir: TEST_DATA_DIR });
    expect(await userIds()).toEqual([]);
    const esperado = DEMO_COMPRADORES.map((c) => c.userId).sort();
    expect(await seed(handle.db, { demo: true, dataDir: TEST_DATA_DIR })).toEqual({ demoSeeded: false });
    expect(await userIds()).toEqual(esperado);
    await seed(handle.db, { demo: true, dataDir: TEST_DATA_DIR });
    expect(await userIds()).toEqual(esperado);
  });
});
