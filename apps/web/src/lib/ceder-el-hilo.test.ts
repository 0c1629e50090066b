import { afterEach, describe, expect, it, vi } from 'vitest';
import { cederElHilo } from './ceder-el-hilo';

afterEach(() => vi.unstubAllGlobals());

describe('cederElHilo', () => {
  it('goes on in a later task: what was already queued runs first', async () => {
    const orden: string[] = [];
    setTimeout(() => orden.push('tarea encolada'), 0);
    await new Promise((r) => setTimeout(r, 5));
    const cedido = cederElHilo().then(() => orden.push('después de ceder'));
    queueMicrotask(() => orden.push('microtarea'));
    await cedido;
    expect(orden).toEqual(['tarea encolada', 'microtarea', 'después de ceder']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const ceder = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: ceder });
    await cederElHilo();
    expect(ceder).toHaveBeenCalledTimes(1);
  });
});
