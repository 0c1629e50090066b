import type { Database } from '../db/client';

/**
 * A database that counts the statements a read sends: without the driver's client (`$client`)
 * queryPreparada runs every statement through `execute`, where they are counted. `contar(leer)`
 * runs `leer` with the counter at zero and returns how many it sent.
 */
export function contadorDeSentencias(real: Database): {
  db: Database;
  contar: (leer: () => Promise<unknown>) => Promise<number>;
} {
  let sentencias = 0;
  const db = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === '$client') return undefined;
      if (prop === 'execute')
        return (...args: Parameters<Database['execute']>) => (sentencias++, target.execute(...args));
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return {
    db,
    contar: async (leer) => {
      sentencias = 0;
      await leer();
      return sentencias;
    },
  };
}
