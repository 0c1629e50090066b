import type { FastifyInstance } from 'fastify';
import {
  ALERTAS_PREFIJO,
  CARRITO_PREFIJO,
  COMPRADORES_PREFIJO,
  DIRECCIONES_PREFIJO,
  FAVORITOS_PREFIJO,
  PREGUNTAS_COMPRADOR_PREFIJO,
  RESENAS_COMPRADOR_PREFIJO,
  TIENDAS_VISITADAS_PREFIJO,
  VENTAS_COMPRADOR_PREFIJO,
} from '@feria/contracts';
import { compradorRoutes } from './comprador.routes';
import { tiendasVisitadasRoutes } from './tiendas-visitadas.routes';
import { ventasCompradorRoutes } from './ventas.routes';
import { resenasCompradorRoutes } from './resenas.routes';
import { direccionesRoutes } from './direcciones.routes';
import { favoritosRoutes } from './favoritos.routes';
import { alertasRoutes } from './alertas.routes';
import { preguntasCompradorRoutes } from './preguntas.routes';
import { carritoRoutes } from './carrito.routes';

/** Everything a buyer does (docs/producto/api.md#convenciones base /api/comprador/v1), each under its own prefix. */
export async function registrarRutasComprador(app: FastifyInstance, opts: { dataDir: string }): Promise<void> {
  await app.register(compradorRoutes, { prefix: COMPRADORES_PREFIJO });
  await app.register(tiendasVisitadasRoutes, { prefix: TIENDAS_VISITADAS_PREFIJO });
  await app.register(ventasCompradorRoutes, { prefix: VENTAS_COMPRADOR_PREFIJO, dataDir: opts.dataDir });
  await app.register(resenasCompradorRoutes, { prefix: RESENAS_COMPRADOR_PREFIJO });
  await app.register(direccionesRoutes, { prefix: DIRECCIONES_PREFIJO });
  await app.register(favoritosRoutes, { prefix: FAVORITOS_PREFIJO });
  await app.register(alertasRoutes, { prefix: ALERTAS_PREFIJO });
  await app.register(preguntasCompradorRoutes, { prefix: PREGUNTAS_COMPRADOR_PREFIJO });
  await app.register(carritoRoutes, { prefix: CARRITO_PREFIJO });
}
