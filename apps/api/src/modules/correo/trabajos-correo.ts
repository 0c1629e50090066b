import type { Config } from '../../config';
import type { Manejadores } from '../trabajos/trabajos';
import { TRABAJO_CORREO, tokenQuiereAviso, tokenRecibeMailsChat, type DatosTrabajoCorreo } from './correo.service';
import { esPlantilla, renderizar, PAGINAS, type DatosPlantillas } from './plantillas/plantillas';
import { crearTransporte, type Transporte } from './transporte';
import { correos } from '../../lib/metricas';

export interface OpcionesCorreo {
  dataDir: string;
  /** Unset: the outbox folder (DATA_DIR/outbox). */
  smtpUrl: string | undefined;
  remitente: string;
  /**
   * The site's address for the links: PUBLIC_URL, else this process (http://localhost:PORT).
   * Never the Host of the request that caused the mail: anyone can send any Host, and a mail to
   * someone else must not carry an address a third party chose (decision 033).
   */
  urlPublica: string;
}

export const opcionesCorreo = (config: Config): OpcionesCorreo => ({
  dataDir: config.dataDir,
  smtpUrl: config.correo.smtpUrl,
  remitente: config.correo.remitente,
  urlPublica: (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, ''),
});

/** The e-mail job, for the worker (modules/ventas/registrar-comercio.ts) and the tests. */
export function manejadoresDeCorreo(opts: OpcionesCorreo, transporte: Transporte = crearTransporte(opts)): Manejadores {
  const url = (ruta: string) => `${opts.urlPublica}${ruta}`;
  return {
    [TRABAJO_CORREO]: async (trabajo, { db }) => {
      const { para, plantilla, datos } = trabajo.datos as unknown as DatosTrabajoCorreo;
      if (!esPlantilla(plantilla)) throw new Error(`Plantilla de correo desconocida: ${String(plantilla)}`);
      const cabeceras: Record<string, string> = {};
      if (plantilla === 'mensaje-chat') {
        const { tokenBaja } = datos as unknown as DatosPlantillas['mensaje-chat'];
        // Turned off after this mail was queued: it is not sent.
        if (!(await tokenRecibeMailsChat(db, tokenBaja))) return;
        cabeceras['List-Unsubscribe'] = `<${url(PAGINAS.bajaChat(tokenBaja))}>`;
        cabeceras['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      if (plantilla === 'carrito-abandonado') {
        // docs/producto/carrito-abandonado.md#baja: turned off after it was queued, it is not sent.
        const { tokenBaja } = datos as unknown as DatosPlantillas['carrito-abandonado'];
        if (!(await tokenQuiereAviso(db, tokenBaja, 'carrito_abandonado'))) return;
        cabeceras['List-Unsubscribe'] = `<${url(PAGINAS.bajaCarrito(tokenBaja))}>`;
        cabeceras['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      const correo = renderizar(plantilla, datos as never, url);
      try {
        await transporte.enviar({ ...correo, para, tipo: plantilla, cabeceras });
      } catch (e) {
        correos.inc({ resultado: 'fallido' });
        throw e;
      }
      correos.inc({ resultado: 'enviado' });
    },
  };
}
