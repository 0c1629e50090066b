import type { FastifyInstance } from 'fastify';
import {
  CATALOGOS_PREFIJO,
  EMPRENDIMIENTOS_VENDEDOR_PREFIJO,
  PRODUCTOS_VENDEDOR_PREFIJO,
  PREGUNTAS_VENDEDOR_PREFIJO,
  PROMOCIONES_PREFIJO,
  RESENAS_VENDEDOR_PREFIJO,
  RUTA_IMAGENES_VENDEDOR,
  VENTAS_VENDEDOR_PREFIJO,
  VOZ_PREFIJO,
} from '@feria/contracts';
import type { SpeechToText } from '../../modules/voz/stt';
import { emprendedorRoutes } from './emprendedor.routes';
import { imagenesRoutes } from './imagenes.routes';
import { aparienciaRoutes } from './apariencia.routes';
import { catalogosRoutes } from './catalogos.routes';
import { promocionesRoutes } from './promociones.routes';
import { productosVendedorRoutes } from './productos.routes';
import { vozRoutes } from './voz.routes';
import { ventasVendedorRoutes } from './ventas.routes';
import { resenasVendedorRoutes } from './resenas.routes';
import { mercadoPagoVendedorRoutes } from './mercadopago.routes';
import { liquidacionesRoutes } from './liquidaciones.routes';
import { planillaRoutes } from './planilla.routes';
import { edicionMasivaRoutes } from './edicion-masiva.routes';
import { enviosVendedorRoutes } from './envios.routes';
import { preguntasVendedorRoutes } from './preguntas.routes';

export interface OpcionesEmprendedor {
  /** Where uploaded images and transfer receipts live. */
  dataDir: string;
  /** The speech engine of the voice dialog. */
  stt: SpeechToText;
}

/** Everything a seller does with their shop (docs/producto/api.md#convenciones base /api/emprendedor/v1), each under its own prefix. */
export async function registrarRutasEmprendedor(app: FastifyInstance, opts: OpcionesEmprendedor): Promise<void> {
  await app.register(emprendedorRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(imagenesRoutes, { prefix: RUTA_IMAGENES_VENDEDOR, dataDir: opts.dataDir });
  await app.register(aparienciaRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(catalogosRoutes, { prefix: CATALOGOS_PREFIJO });
  await app.register(promocionesRoutes, { prefix: PROMOCIONES_PREFIJO });
  await app.register(vozRoutes, { prefix: VOZ_PREFIJO, stt: opts.stt });
  await app.register(productosVendedorRoutes, { prefix: PRODUCTOS_VENDEDOR_PREFIJO, dataDir: opts.dataDir });
  await app.register(ventasVendedorRoutes, { prefix: VENTAS_VENDEDOR_PREFIJO, dataDir: opts.dataDir });
  await app.register(resenasVendedorRoutes, { prefix: RESENAS_VENDEDOR_PREFIJO });
  await app.register(mercadoPagoVendedorRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(liquidacionesRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(planillaRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(edicionMasivaRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(enviosVendedorRoutes, { prefix: EMPRENDIMIENTOS_VENDEDOR_PREFIJO });
  await app.register(preguntasVendedorRoutes, { prefix: PREGUNTAS_VENDEDOR_PREFIJO });
}
