import type { FastifyInstance } from 'fastify';
import { ROLES } from '@feria/contracts';
import { CentralEnVivo } from '../modules/envivo/envivo.service';

declare module 'fastify' {
  interface FastifyInstance {
    envivo: CentralEnVivo;
  }
}

/**
 * The process's live-events hub: LISTEN once ready, closed with the app. An open stream is
 * checked again whenever its account's state changes (an admin's change, a logout, here or on
 * another instance through the account state's NOTIFY) and ends once a request with its token
 * would be refused.
 */
export function registerEnVivo(app: FastifyInstance): void {
  const central = new CentralEnVivo(app.db, app.log, async (usuario) => {
    const actual = await app.accountState.current(usuario);
    return actual !== null && ROLES.some((rol) => actual.roles.includes(rol));
  });
  app.decorate('envivo', central);
  const dejar = app.accountState.subscribe((sub) => central.conexiones.revisar(sub));
  app.addHook('onReady', () => central.iniciar());
  app.addHook('preClose', async () => {
    dejar();
    await central.cerrar();
  });
}
