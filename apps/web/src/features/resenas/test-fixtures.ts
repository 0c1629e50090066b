import type { ResenaPropia, ResenaPublica, ResenasDeVenta, ResenasPage } from '@feria/contracts';

export const EMP_ID = '00000000-0000-4000-8000-0000000000e1';
export const VENTA_ID = '00000000-0000-4000-8000-0000000000a1';
export const PROD_ID = '00000000-0000-4000-8000-0000000000b1';
export const PUB = '/api/v1/public/core';

export const resenaFixture = (over: Partial<ResenaPublica> = {}): ResenaPublica => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  autor: 'Lucía F.',
  calificacion: 5,
  comentario: 'Llegó rapidísimo y muy bien embalado.',
  fecha: '2026-11-02T15:00:00.000Z',
  editada: false,
  respuesta: null,
  respondidaEn: null,
  producto: null,
  compraVerificada: true,
  ...over,
});

export const propiaFixture = (over: Partial<ResenaPropia> = {}): ResenaPropia => ({
  ...resenaFixture(),
  editableHasta: '2999-12-01T15:00:00.000Z',
  editable: true,
  oculta: false,
  ...over,
});

export const paginaFixture = (content: ResenaPublica[], over: Partial<ResenasPage> = {}): ResenasPage => ({
  content,
  totalElements: content.length,
  totalPages: content.length === 0 ? 0 : 1,
  number: 0,
  size: 10,
  resumen: { calificacion: 4.3, numReseñas: 3, distribucion: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } },
  ...over,
});

export const deVentaFixture = (over: Partial<ResenasDeVenta> = {}): ResenasDeVenta => ({
  idVenta: VENTA_ID,
  numero: 1042,
  puedeCalificar: true,
  emprendimiento: { id: EMP_ID, nombre: 'Mates del Sur' },
  tienda: null,
  items: [{ idItem: 7, idProducto: PROD_ID, nombre: 'Mate de calabaza', resena: null }],
  ...over,
});
