import { usuariosService } from '@feria/identity';
import type { MisDatos } from '@feria/contracts';
import type { UserContext } from '../../lib/context';
import { mensajesDe } from '../chat/datos-personales';
import { datosDeComprador } from '../compradores/datos-personales';
import { preferenciasDe } from '../correo/datos-personales';
import { emprendimientosDe } from '../emprendimientos/datos-personales';
import { favoritosDe } from '../favoritos/datos-personales';
import { carritoDe } from '../carritos/datos-personales';
import { notificacionesDe } from '../notificaciones/datos-personales';
import { preguntasDe } from '../preguntas/datos-personales';
import { resenasDe } from '../resenas/datos-personales';
import { pedidosDe, ventasDeTiendas } from '../ventas/datos-personales';

/**
 * docs/producto/datos-personales.md#descarga: everything Feria keeps about the caller,
 * each part read by the module that owns it. Nothing of other people beyond what the caller
 * already sees in its own orders (the shop's name, the other party's messages to the caller).
 */
export async function misDatos(ctx: UserContext, identidadLocal: boolean, ahora = new Date()): Promise<MisDatos> {
  const { sub } = ctx.usuario;
  const [identidad, comprador, pedidos, resenas, emprendimientos, preferencias, guardados] = await Promise.all([
    // With a real Keycloak the token is all the API knows of the account.
    identidadLocal
      ? usuariosService(ctx.db)
          .datosDe([sub])
          .then((m) => m.get(sub))
      : undefined,
    datosDeComprador(ctx.db, sub),
    pedidosDe(ctx.db, sub),
    resenasDe(ctx.db, sub),
    emprendimientosDe(ctx.db, sub),
    preferenciasDe(ctx.db, sub),
    favoritosDe(ctx.db, sub),
  ]);
  const [mensajes, ventasComoVendedor, preguntas, avisos, carrito] = await Promise.all([
    mensajesDe(
      ctx.db,
      sub,
      pedidos.map((p) => p.id),
    ),
    ventasDeTiendas(
      ctx.db,
      emprendimientos.map((e) => e.id),
    ),
    preguntasDe(ctx.db, sub),
    notificacionesDe(ctx.db, sub),
    carritoDe(ctx.db, sub),
  ]);
  return {
    generadoEn: ahora.toISOString(),
    cuenta: {
      id: sub,
      email: identidad?.email ?? ctx.usuario.email ?? null,
      nombre: identidad?.nombre || ctx.usuario.nombre || null,
      roles: ctx.usuario.roles,
    },
    perfilComprador: comprador.perfil,
    direcciones: comprador.direcciones,
    tiendasVisitadas: comprador.tiendasVisitadas,
    pedidos,
    mensajes,
    preguntas,
    resenas,
    emprendimientos,
    ventasComoVendedor,
    preferenciasCorreo: preferencias,
    favoritos: guardados.favoritos,
    alertas: guardados.alertas,
    dispositivosConAvisos: avisos.dispositivos,
    preferenciasAvisos: avisos.preferencias,
    carritoGuardado: carrito,
  };
}
