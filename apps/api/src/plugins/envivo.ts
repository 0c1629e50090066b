import type { FastifyInstance } from 'fastify';
import { CentralEnVivo } from '../modules/envivo/envivo.service';

declare module 'fastify' {
  interface FastifyInstance {
    envivo: CentralEnVivo;
  }
}

/** The process's live-events hub: LISTEN once ready, closed with the app. */
export function registerEnVivo(app: FastifyInstance): void {
  const central = new CentralEnVivo(app.db, app.log);
  app.decorate('envivo', central);
  app.addHook('onReady', () => central.iniciar());
  app.addHook('preClose', () => central.cerrar());
}
