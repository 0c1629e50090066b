import { describe, expect, it } from 'vitest';
import main from '../main.tsx?raw';

describe('zod without eval (CSP without unsafe-eval)', () => {
  it('parses objects without calling the Function constructor once the app config is loaded', async () => {
    const llamadas: unknown[][] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        llamadas.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      await import('./zod-jitless');
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const schema = z.object({ nombre: z.string(), precio: z.object({ monto: z.number() }) });
      expect(schema.parse({ nombre: 'Mate', precio: { monto: 1 } })).toEqual({ nombre: 'Mate', precio: { monto: 1 } });
    } finally {
      globalThis.Function = original;
    }
    expect(llamadas).toEqual([]);
  });

  it('is the first module the app loads, before any schema exists', () => {
    expect(main.match(/^import .*$/m)?.[0]).toBe("import './lib/zod-jitless';");
  });
});
