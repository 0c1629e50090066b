import { usuariosService } from '@feria/identity';
import type { Database } from '../../db/client';
import { quiereAviso } from '../notificaciones/avisos';
import { encolarCorreo } from './correo.service';

// docs/producto/preguntas.md#avisos: the mails of public product questions, enqueued by the
// questions module's reactions (after the change committed, once per event). Each person may turn
// these notices off (docs/producto/notificaciones.md#preferencias).

async function cuenta(tx: Database, userId: string): Promise<{ email: string; nombre: string } | undefined> {
  return (await usuariosService(tx).datosDe([userId])).get(userId);
}

/** A question on one of the seller's products: the shop's owner. */
export async function avisarPreguntaNueva(
  tx: Database,
  d: { vendedorUserId: string; producto: string; pregunta: string },
): Promise<void> {
  if (!(await quiereAviso(tx, d.vendedorUserId, 'pregunta_nueva', 'correo'))) return;
  const v = await cuenta(tx, d.vendedorUserId);
  if (v)
    await encolarCorreo(tx, {
      para: v.email,
      plantilla: 'pregunta-nueva',
      datos: { saludo: v.nombre, producto: d.producto, pregunta: d.pregunta },
    });
}

/** The seller answered: the buyer who asked. */
export async function avisarPreguntaRespondida(
  tx: Database,
  d: {
    compradorUserId: string;
    idProducto: string;
    producto: string;
    tienda: string;
    pregunta: string;
    respuesta: string;
  },
): Promise<void> {
  if (!(await quiereAviso(tx, d.compradorUserId, 'pregunta_respuesta', 'correo'))) return;
  const c = await cuenta(tx, d.compradorUserId);
  if (c)
    await encolarCorreo(tx, {
      para: c.email,
      plantilla: 'pregunta-respondida',
      datos: {
        saludo: c.nombre,
        idProducto: d.idProducto,
        producto: d.producto,
        tienda: d.tienda,
        pregunta: d.pregunta,
        respuesta: d.respuesta,
      },
    });
}
