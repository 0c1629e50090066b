import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PREGUNTAS_RECURSO,
  RUTA_EVENTOS,
  type EventoEnVivo,
  type EventoPreguntaEnVivo,
  type RolChat,
} from '@feria/contracts';
import { ESTADO_VENTA_LABEL } from '../../components/ui/estado-venta-chip';
import { useNotificar } from '../../components/ui/notificaciones';
import { getAuthToken } from '../../lib/api-client';
import { leerSse } from '../../lib/sse';
import { marcarConexionEnVivo } from '../../lib/conexion-en-vivo';
import { avisoDevolucion } from './aviso-devolucion';

const ESPERA_MAX_MS = 30_000;

const esDePregunta = (e: EventoEnVivo | EventoPreguntaEnVivo): e is EventoPreguntaEnVivo =>
  e.tipo.startsWith('pregunta.');

/**
 * The signed-in user's live channel (GET /api/v1/eventos, Server-Sent Events read with fetch so
 * the token goes in a header): each event refreshes the data it concerns — orders and sales, the
 * chat, unread counts, metrics — and tells the person what happened. Reconnects with back-off,
 * sending the last id so nothing is missed.
 */
export function useEventosEnVivo(rol: RolChat): void {
  const client = useQueryClient();
  const notificar = useNotificar();
  useEffect(() => {
    let cerrado = false;
    let control: AbortController | undefined;
    let ultimo: number | undefined;
    let intento = 0;

    const alEvento = (e: EventoEnVivo | EventoPreguntaEnVivo) => {
      ultimo = e.id;
      // docs/producto/preguntas-pantallas.md#avisos: the seller hears of a new question (and the
      // menu's badge counts it), the asker of the answer.
      if (esDePregunta(e)) {
        void client.invalidateQueries({ queryKey: [PREGUNTAS_RECURSO] });
        if (e.tipo === 'pregunta.nueva' && rol === 'vendedor')
          notificar.aviso(`Nueva pregunta sobre «${e.datos.producto}».`);
        if (e.tipo === 'pregunta.respuesta' && rol === 'comprador')
          notificar.aviso(`Respondieron tu pregunta sobre «${e.datos.producto}».`);
        return;
      }
      const recursos = e.tipo.startsWith('chat.')
        ? ['chat']
        : e.tipo.startsWith('resena.')
          ? ['resenas']
          : ['ventas', 'chat', 'metricas'];
      void client.invalidateQueries({ predicate: (q) => recursos.includes(String(q.queryKey[0])) });
      const { numero, estado } = e.datos;
      if (e.tipo === 'venta.nueva' && rol === 'vendedor') notificar.aviso(`¡Nuevo pedido #${numero}!`);
      if (e.tipo === 'venta.estado' && rol === 'comprador' && estado && estado in ESTADO_VENTA_LABEL) {
        notificar.aviso(
          `Tu pedido #${numero} está «${ESTADO_VENTA_LABEL[estado as keyof typeof ESTADO_VENTA_LABEL]}».`,
        );
      }
      // docs/producto/envios-pantallas.md#en-vivo: the buyer hears the shipment was recorded.
      if (e.tipo === 'venta.envio' && rol === 'comprador') notificar.aviso(`Tu pedido #${numero} está en camino.`);
      const devolucion = avisoDevolucion(e, rol);
      if (devolucion) notificar.aviso(devolucion);
      if (e.tipo === 'chat.mensaje' && e.datos.rol && e.datos.rol !== rol)
        notificar.aviso(`Nuevo mensaje en el pedido #${numero}.`);
      // Reviews (decision 038): the seller hears of a new one, the buyer of the seller's answer.
      if (e.tipo === 'resena.nueva' && rol === 'vendedor') notificar.aviso(`Nueva reseña del pedido #${numero}.`);
      if (e.tipo === 'resena.respuesta' && rol === 'comprador')
        notificar.aviso(`El emprendimiento respondió tu reseña del pedido #${numero}.`);
    };

    const conectar = async () => {
      while (!cerrado) {
        control = new AbortController();
        try {
          const token = await getAuthToken();
          const res = await fetch(RUTA_EVENTOS, {
            headers: {
              Accept: 'text/event-stream',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              ...(ultimo !== undefined ? { 'Last-Event-ID': String(ultimo) } : {}),
            },
            signal: control.signal,
          });
          if (!res.ok || !res.body) throw new Error(`eventos: ${res.status}`);
          intento = 0;
          marcarConexionEnVivo(true);
          await leerSse(res.body, (m) => {
            try {
              alEvento(JSON.parse(m.datos) as EventoEnVivo | EventoPreguntaEnVivo);
            } catch {
              /* a message we do not understand: ignored */
            }
          });
        } catch {
          if (cerrado) return;
        }
        marcarConexionEnVivo(false);
        // The stream ended (server restart, token renewal): back in a moment, a bit later each time.
        const espera = Math.min(ESPERA_MAX_MS, 1000 * 2 ** intento++);
        await new Promise((r) => setTimeout(r, espera));
      }
    };
    void conectar();
    return () => {
      cerrado = true;
      control?.abort();
      marcarConexionEnVivo(false);
    };
  }, [client, notificar, rol]);
}
