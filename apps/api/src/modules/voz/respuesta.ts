import type { ProductoVozResumen, RespuestaVoz } from '@feria/contracts';
import type { ProductoVoz, TipoVoz } from './productos-similares';

// What the parser reads (the seller's shop) and answers (docs/producto/entidades.md voice assistant response,
// without the transcript and engine the service adds).

export interface ContextoVoz {
  productos: readonly ProductoVoz[];
  tipos: readonly TipoVoz[];
}

type SinOrigen<T> = T extends unknown ? Omit<T, 'transcripcion' | 'motor'> : never;
export type Interpretacion = SinOrigen<RespuestaVoz>;

export function noReconocida(mensaje: string, razon: string): Interpretacion {
  return {
    accionDetectada: 'ACCION_NO_RECONOCIDA',
    mensajeUsuario: mensaje,
    datosAccion: null,
    entidadesEncontradas: {},
    razonamientoInterno: razon,
  };
}

export const resumen = (p: ProductoVoz): ProductoVozResumen => ({
  id: p.id,
  nombre: p.nombre,
  precio: p.precio,
  stock: p.stock,
  tipo: p.tipo,
  habilitado: p.habilitado,
});
