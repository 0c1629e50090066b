import { describe, expect, it } from 'vitest';
import type { UsuarioAutenticado } from '@feria/contracts';
import { cachedAccountState, type EstadoCuenta } from './account-state';

const ana: UsuarioAutenticado = { sub: 'ana', sid: 's1', email: undefined, nombre: undefined, roles: ['admin'] };
const activa = (roles: string[]): EstadoCuenta => ({ enabled: true, roles, sessionActive: true });

function fuente(opts: { ttlMs?: number; trusted?: () => boolean } = {}) {
  let clock = 0;
  let estado: EstadoCuenta | undefined = activa(['admin']);
  const loads: string[] = [];
  let gate: Promise<void> | undefined;
  const source = cachedAccountState({
    load: async (sub, sid) => {
      loads.push(`${sub}/${sid}`);
      const leido = estado;
      await gate;
      return leido;
    },
    ttlMs: opts.ttlMs ?? 5000,
    now: () => clock,
    ...(opts.trusted ? { trusted: opts.trusted } : {}),
  });
  return {
    source,
    loads,
    set: (e: EstadoCuenta | undefined) => (estado = e),
    tick: (ms: number) => (clock += ms),
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe('cachedAccountState', () => {
  it('answers with the current roles, and null for a disabled, unknown or logged-out account or a token without sid', async () => {
    const f = fuente();
    f.set(activa(['comprador', 'superusuario']));
    expect(await f.source.current(ana)).toEqual({ ...ana, roles: ['comprador'] });
    for (const [i, e] of [
      { enabled: false, roles: ['admin'], sessionActive: true },
      undefined,
      { enabled: true, roles: ['admin'], sessionActive: false },
    ].entries()) {
      f.set(e);
      expect(await f.source.current({ ...ana, sub: `otra-${i}` })).toBeNull();
    }
    expect(await f.source.current({ ...ana, sub: 'x', sid: undefined })).toBeNull();
  });

  it('reuses a state for ttlMs per sub and sid, and forgets an account at once when told', async () => {
    const f = fuente();
    await f.source.current(ana);
    await f.source.current(ana);
    await f.source.current({ ...ana, sid: 's2' });
    expect(f.loads).toEqual(['ana/s1', 'ana/s2']);
    f.set(activa(['comprador']));
    f.tick(4999);
    expect((await f.source.current(ana))?.roles).toEqual(['admin']);
    f.source.invalidate('ana');
    expect((await f.source.current(ana))?.roles).toEqual(['comprador']);
    f.tick(5000);
    await f.source.current(ana);
    expect(f.loads).toEqual(['ana/s1', 'ana/s2', 'ana/s1', 'ana/s1']);
  });

  it('tells its subscribers of each invalidation after forgetting, so what they read then is fresh', async () => {
    const f = fuente();
    await f.source.current(ana);
    f.set(activa(['comprador']));
    const oidos: (string | undefined)[] = [];
    const leidos: Promise<string[] | undefined>[] = [];
    const dejar = f.source.subscribe((sub) => {
      oidos.push(sub);
      leidos.push(f.source.current(ana).then((u) => u?.roles));
    });
    f.source.invalidate('ana');
    f.source.invalidateAll();
    dejar();
    f.source.invalidate('ana');
    expect(oidos).toEqual(['ana', undefined]);
    expect(await Promise.all(leidos)).toEqual([['comprador'], ['comprador']]);
  });

  it('does not keep what a lookup read before an invalidation that happened while it ran', async () => {
    const f = fuente();
    const release = f.hold();
    const enCurso = f.source.current(ana); // reads admin, then waits
    f.set(activa(['comprador']));
    f.source.invalidate('ana');
    release();
    expect((await enCurso)?.roles).toEqual(['admin']);
    expect((await f.source.current(ana))?.roles).toEqual(['comprador']);
    const otra = f.hold();
    const antes = f.source.current({ ...ana, sub: 'bea' });
    f.source.invalidateAll();
    otra();
    await antes;
    await f.source.current({ ...ana, sub: 'bea' });
    expect(f.loads.filter((l) => l.startsWith('bea'))).toHaveLength(2);
  });

  it('reads every time while notifications may be missed, or with ttlMs 0', async () => {
    let trusted = false;
    const f = fuente({ trusted: () => trusted });
    await f.source.current(ana);
    await f.source.current(ana);
    expect(f.loads).toHaveLength(2);
    trusted = true;
    await f.source.current(ana);
    await f.source.current(ana);
    expect(f.loads).toHaveLength(3);
    trusted = false;
    await f.source.current(ana);
    expect(f.loads).toHaveLength(4);

    const sinCache = fuente({ ttlMs: 0 });
    await sinCache.source.current(ana);
    await sinCache.source.current(ana);
    expect(sinCache.loads).toHaveLength(2);
  });
});
