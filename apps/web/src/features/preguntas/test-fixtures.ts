import type { PreguntaPublica, PreguntasPage, PreguntasVendedorPage, PreguntaVendedor } from '@feria/contracts';

export const PRODUCTO_ID = '00000000-0000-4000-8000-0000000000b1';
export const EMP_ID = '00000000-0000-4000-8000-0000000000e1';
export const PUB = '/api/v1/public/core';
export const VENDEDOR = '/api/emprendedor/v1/emprendimientos/preguntas';

export const preguntaFixture = (over: Partial<PreguntaPublica> = {}): PreguntaPublica => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  texto: '¿Viene con bombilla?',
  textoEnmascarado: false,
  autor: 'Lucía F.',
  fecha: '2026-11-02T15:00:00.000Z',
  respuesta: 'Sí, de alpaca.',
  respuestaEnmascarada: false,
  respondidaEn: '2026-11-02T17:00:00.000Z',
  ...over,
});

export const paginaFixture = (content: PreguntaPublica[], over: Partial<PreguntasPage> = {}): PreguntasPage => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
  ...over,
});

export const preguntaVendedorFixture = (over: Partial<PreguntaVendedor> = {}): PreguntaVendedor => ({
  ...preguntaFixture({ respuesta: null, respondidaEn: null }),
  producto: { id: PRODUCTO_ID, nombre: 'Mate imperial', imagen: null },
  oculta: false,
  motivoOculta: null,
  ...over,
});

export const paginaVendedorFixture = (
  content: PreguntaVendedor[],
  sinResponder: number,
  over: Partial<PreguntasVendedorPage> = {},
): PreguntasVendedorPage => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  sinResponder,
  ...over,
});
