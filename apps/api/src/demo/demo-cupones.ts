// Demo data (decision 065): one enabled coupon per demo shop, so every shop type (rubro) has one and
// each shop page announces it. Labelled demo in its description like the demo's discounts.
import type { TipoPromocion } from '@feria/contracts';

export interface DemoCupon {
  codigo: string;
  tipo: TipoPromocion;
  valor: number;
  descripcion: string;
  montoMinimo?: number;
  cantidadMinima?: number;
  /** Days until it ends; none: no end date. */
  diasRestantes?: number;
}

/** By the demo shop's name. */
export const DEMO_CUPONES: Readonly<Record<string, DemoCupon>> = {
  'Mate y Luna': { codigo: 'PRIMERA10', tipo: 'PORCENTAJE', valor: 10, descripcion: 'Cupón demo: tu primera compra' },
  'Casa Ceibo': {
    codigo: 'CEIBO15',
    tipo: 'PORCENTAJE',
    valor: 15,
    descripcion: 'Cupón demo de temporada',
    montoMinimo: 40_000,
    diasRestantes: 20,
  },
  'Huellitas del Sur': { codigo: 'HUELLITAS10', tipo: 'PORCENTAJE', valor: 10, descripcion: 'Cupón demo' },
  'Lupino Botánica': {
    codigo: 'LUPINO5000',
    tipo: 'VALOR_FIJO',
    valor: 5_000,
    descripcion: 'Cupón demo',
    montoMinimo: 30_000,
  },
  'Nodo Patagonia': {
    codigo: 'NODO8',
    tipo: 'PORCENTAJE',
    valor: 8,
    descripcion: 'Cupón demo',
    montoMinimo: 60_000,
    diasRestantes: 14,
  },
  'Papel Pampa': { codigo: 'ESCRIBI10', tipo: 'PORCENTAJE', valor: 10, descripcion: 'Cupón demo' },
  'Pisada Andina': {
    codigo: 'ANDINA12',
    tipo: 'PORCENTAJE',
    valor: 12,
    descripcion: 'Cupón demo',
    diasRestantes: 30,
  },
  'Raíz Colorada': { codigo: 'RAIZ10', tipo: 'PORCENTAJE', valor: 10, descripcion: 'Cupón demo' },
  'Tostadero Aconquija': {
    codigo: 'CAFE15',
    tipo: 'PORCENTAJE',
    valor: 15,
    descripcion: 'Cupón demo',
    cantidadMinima: 2,
  },
  'Trama Urbana': {
    codigo: 'TRAMA20',
    tipo: 'PORCENTAJE',
    valor: 20,
    descripcion: 'Cupón demo',
    montoMinimo: 50_000,
    diasRestantes: 10,
  },
};
