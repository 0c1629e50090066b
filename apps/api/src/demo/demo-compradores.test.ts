import { describe, expect, it } from 'vitest';
import { compradorInput } from '@feria/contracts';
import { PROVINCIAS } from '../db/reference-data';
import { DEMO_COMPRADORES } from './demo-compradores';

describe('demo buyers', () => {
  it('are the two fixed demo accounts, with profiles the buyer form would accept', () => {
    expect(DEMO_COMPRADORES.map((c) => c.userId)).toEqual([
      'demo:compradora@demo.feria.ar',
      'demo:comprador@demo.feria.ar',
    ]);
    for (const { direccion, userId: _u, email: _e, ...c } of DEMO_COMPRADORES) {
      expect(PROVINCIAS).toContain(direccion.provincia);
      const { provincia: _p, ...resto } = direccion;
      const parsed = compradorInput.safeParse({ ...c, direccion: { ...resto, idProvincia: 1 } });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });
});
