import { createECDH, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aparienciaPorDefecto,
  type Provincia,
  type Rol,
  type Rubro,
  type TipoProductoListItem,
} from '@feria/contracts';
import { compradorValido, createTestApp, emprendimientoValido, type TestApp } from './testing';

// A NUL byte in any text, or an integer id above PostgreSQL's integer, answered
// 500. This sweep reads every API operation from the OpenAPI document, so a new route is covered
// the day it is added: each text parameter and each text in a write body gets a NUL byte, each
// integer an out-of-range value, each path segment an over-long value. The answer is always a
// Spanish `{ mensaje, codigo }` 400 (never 500), for a caller with the area's role.

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Param = { name: string; in: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Ruta = (string | number)[];

/** PostgreSQL `integer`, the type of every integer id column. */
const PG_INTEGER_MAX = 2 ** 31 - 1;
const FUERA_DE_RANGO = PG_INTEGER_MAX + 1;
const NUL = 'x\u0000y';
/** Larger than any id (the router's maxParamLength is 100). */
const LARGO = 'a'.repeat(101);
/** Integers that are not ids: a page number may be large (the answer is just empty). */
const NO_ES_ID = new Set(['page']);
/** A saved address (docs/producto/direcciones.md#campos); a 4-digit postal code fits any province. */
const direccionValida = (idProvincia: number) => ({
  alias: 'Casa',
  destinatario: 'Rocío Benítez',
  telefono: '0351 15-123-4567',
  calle: 'Av. Colón',
  numero: '1890',
  piso: '3',
  depto: 'B',
  ciudad: 'Córdoba',
  idProvincia,
  codigoPostal: '5000',
  indicaciones: 'Timbre de arriba',
});

/** A P-256 public point (a browser's p256dh key), for the push subscription's body. */
const PUNTO_P256 = createECDH('prime256v1').generateKeys().toString('base64url');

/** The role of each area (docs/producto/api.md#convenciones base paths); public routes are called anonymously. */
function rolDe(path: string): Rol | null {
  if (path.startsWith('/api/emprendedor/')) return 'emprendedor';
  if (path.startsWith('/api/comprador/')) return 'comprador';
  if (path.startsWith('/api/admin/')) return 'admin';
  // Any signed-in role reports a review (decision 038).
  if (path.startsWith('/api/v1/resenas/')) return 'comprador';
  // A buyer's or seller's own data (docs/producto/datos-personales.md); the deletion job does not run here.
  if (path.startsWith('/api/v1/cuenta/')) return 'comprador';
  // docs/producto/notificaciones.md: this device's push subscription and the notice preferences.
  if (path.startsWith('/api/v1/push/') || path.startsWith('/api/v1/notificaciones/')) return 'comprador';
  return null;
}

/** A well-formed value naming nothing: the request passes validation and the handler answers 404/403. */
function valorValido(p: Param): string {
  if (p.schema.enum) return String(p.schema.enum[0]);
  if (p.schema.type === 'integer' || p.schema.type === 'number') return '999999';
  return randomUUID();
}

/** Paths of every string and number in a JSON value. */
function hojas(valor: unknown, ruta: Ruta = []): { ruta: Ruta; valor: string | number }[] {
  if (typeof valor === 'string' || typeof valor === 'number') return [{ ruta, valor }];
  if (Array.isArray(valor)) return valor.flatMap((v, i) => hojas(v, [...ruta, i]));
  if (valor && typeof valor === 'object') return Object.entries(valor).flatMap(([k, v]) => hojas(v, [...ruta, k]));
  return [];
}

function con(valor: unknown, ruta: Ruta, nuevo: unknown): unknown {
  if (ruta.length === 0) return nuevo;
  const [k, ...resto] = ruta;
  if (Array.isArray(valor)) return valor.map((v, i) => (i === k ? con(v, resto, nuevo) : v));
  const obj = valor as Record<string, unknown>;
  return { ...obj, [k!]: con(obj[k!], resto, nuevo) };
}

function esquemaEn(schema: Schema | undefined, ruta: Ruta): Schema | undefined {
  let s = schema;
  for (const k of ruta) {
    s = s?.anyOf?.find((x) => x.properties || x.items) ?? s;
    s = typeof k === 'number' ? s?.items : s?.properties?.[k];
  }
  return s?.anyOf?.find((x) => x.type && x.type !== 'null') ?? s;
}

/** Every integer of a request schema, with where it is. */
function enteros(schema: Schema | undefined, donde: string): { donde: string; schema: Schema }[] {
  if (!schema) return [];
  const propio = schema.type === 'integer' ? [{ donde, schema }] : [];
  return [
    ...propio,
    ...Object.entries(schema.properties ?? {}).flatMap(([k, s]) => enteros(s, `${donde}.${k}`)),
    ...enteros(schema.items, `${donde}[]`),
    ...(schema.anyOf ?? []).flatMap((s) => enteros(s, donde)),
  ];
}

describe('input sweep: NUL bytes and out-of-range ids on every API operation', () => {
  let t: TestApp;
  let operaciones: { metodo: Metodo; path: string; op: Operation }[];
  let ejemplos: Record<string, unknown>;
  const headers: Partial<Record<Rol, { authorization: string }>> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operaciones = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map(([m, op]) => ({ metodo: m.toUpperCase() as Metodo, path, op })),
      );
    for (const rol of ['emprendedor', 'comprador', 'admin'] as const)
      headers[rol] = await t.auth({ sub: randomUUID(), roles: [rol] });

    const PUBLIC = '/api/v1/public/core';
    const [rubro] = (await t.app.inject(`${PUBLIC}/rubros`)).json<Rubro[]>();
    const [provincia] = (await t.app.inject(`${PUBLIC}/provincias`)).json<Provincia[]>();
    const [tipo] = (await t.app.inject(`${PUBLIC}/productos/tipos`)).json<TipoProductoListItem[]>();
    const ref = { idRubro: rubro!.idRubro, idProvincia: provincia!.idProvincia };
    const producto = {
      nombre: 'Taza esmaltada',
      descripcion: 'Cerámica de alta temperatura\napta lavavajillas',
      precio: 12500.5,
      stock: 4,
      sku: 'TAZ-001',
      tipoProductoId: tipo!.id,
      atributosRequestDto: [{ clave: 'Color', valor: 'Turquesa' }],
      imagenUrl: '/uploads/productos/taza.webp',
    };
    // A valid body for every write operation: each probe changes one value of it.
    ejemplos = {
      'POST /api/emprendedor/v1/emprendimientos': emprendimientoValido(ref, { logo: '/uploads/logos/logo.webp' }),
      'PUT /api/emprendedor/v1/emprendimientos/{id}': emprendimientoValido(ref, {
        whatsapp: '0351 15-123-4567',
        instagram: '@ceramica.bosque',
        emailPublico: 'hola@ceramica.com.ar',
      }),
      'PUT /api/emprendedor/v1/emprendimientos/{id}/apariencia': {
        ...aparienciaPorDefecto('Mi tienda'),
        banner: '/uploads/banners/banner.webp',
        logo: '/uploads/logos/logo.webp',
        catalogosSeleccionados: [1],
        filtros: [{ clave: 'Color', valores: ['Rojo'] }],
      },
      'POST /api/emprendedor/v1/catalogos/{idEmprendimiento}': { nombre: 'Invierno' },
      'PUT /api/emprendedor/v1/catalogos/{id}/actualizarDatos': { nombre: 'Verano' },
      'POST /api/emprendedor/v1/catalogos/{id}/actualizar-productos': [randomUUID()],
      'POST /api/emprendedor/v1/productos': producto,
      'PUT /api/emprendedor/v1/productos/{id}': producto,
      'PUT /api/emprendedor/v1/productos/{id}/imagenes/orden': { orden: [1, 2], principal: 1 },
      'PATCH /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/productos': {
        ids: [randomUUID()],
        cambio: { tipo: 'precio', precio: 12500.5 },
      },
      'PUT /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/envios': {
        metodos: [
          {
            tipo: 'DOMICILIO',
            nombre: 'Correo',
            zonas: [{ idProvincias: [ref.idProvincia], costo: 3000, diasMin: 1, diasMax: 3 }],
          },
        ],
      },
      'POST /api/comprador/v1/compradores': compradorValido(ref.idProvincia),
      'PUT /api/comprador/v1/compradores/{id}': compradorValido(ref.idProvincia),
      'POST /api/comprador/v1/tiendas-visitadas/importar': { ids: [randomUUID(), randomUUID()] },
      'POST /api/comprador/v1/direcciones': direccionValida(ref.idProvincia),
      'PUT /api/comprador/v1/direcciones/{id}': { ...direccionValida(ref.idProvincia), predeterminada: true },
      'PUT /api/comprador/v1/alertas': { tipo: 'stock', idProducto: randomUUID(), idVariante: randomUUID() },
      'PUT /api/comprador/v1/carrito': { items: [{ idProducto: randomUUID(), idVariante: randomUUID(), cantidad: 2 }] },
      'PUT /api/admin/v1/solicitudes/{id}/rechazar': { motivo: 'Faltan los datos del titular\nde la cuenta' },
      'PATCH /api/admin/v1/usuarios/{id}': { roles: ['comprador'] },
      'POST /api/comprador/v1/ventas': {
        emprendimientoId: randomUUID(),
        items: [{ idProducto: randomUUID(), cantidad: 2 }],
        metodoPago: 'TRANSFERENCIA',
        direccionEnvio: compradorValido(ref.idProvincia).direccion,
      },
      'PUT /api/comprador/v1/ventas/{id}/cancelar': { motivo: 'Me equivoqué de talle' },
      'PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/transferencia': {
        confirmada: false,
        motivo: 'No llegó a la cuenta',
      },
      'PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/estado': { estado: 'preparando' },
      'PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/cancelar': { motivo: 'Nos quedamos sin stock' },
      'POST /api/emprendedor/v1/emprendimientos/ventas/{id}/reembolso': { nota: 'Transferí de vuelta el total' },
      'PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/envio': {
        transportista: 'Andreani',
        codigoSeguimiento: '360000012345670',
      },
      'PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/devolucion': {
        estado: 'aceptada',
        instrucciones: 'Mandalo por Correo Argentino a nuestro local',
      },
      'POST /api/emprendedor/v1/emprendimientos/ventas/enviarMensaje/{id}': { mensaje: 'Sale mañana por correo' },
      'POST /api/comprador/v1/ventas/{id}/chat': { mensaje: '¿Llega antes del viernes?' },
      'POST /api/emprendedor/v1/emprendimientos/descuentos': {
        tipo: 'PORCENTAJE',
        valor: 15,
        productosIds: [randomUUID()],
        fechaInicio: '2026-12-01',
        fechaFin: '2026-12-31',
        descripcion: 'Fin de año',
      },
      'PUT /api/emprendedor/v1/descuentos/{id}': {
        tipo: 'VALOR_FIJO',
        valor: 1500,
        productosIds: [randomUUID()],
        fechaFin: '2026-12-31T23:59:59-03:00',
        activo: true,
      },
      'POST /api/emprendedor/v1/emprendimientos/cupones': {
        codigoCupon: ' verano15 ',
        tipo: 'PORCENTAJE',
        valor: 15,
        descripcion: 'Verano',
        montoMinimo: 10000,
        cantidadMinima: 2,
        fechaInicio: '2026-12-01',
        fechaFin: '2027-02-28',
        usosMaximos: 100,
        usosPorComprador: 1,
      },
      'PUT /api/emprendedor/v1/cupones/{id}': { activo: false, descripcion: 'Pausado\nhasta el lunes' },
      'POST /api/emprendedor/v1/comandos-voz/procesarTexto': {
        texto: 'creá una taza azul a 5000 pesos con 10 unidades',
        emprendimientoId: randomUUID(),
      },
      'POST /api/v1/public/core/arrepentimiento': {
        numeroPedido: 1042,
        email: 'lucia@prueba.feria.ar',
        nombre: 'Lucía Gómez',
        motivo: 'Me equivoqué\nde talle',
      },
      'POST /api/v1/public/core/arrepentimiento/confirmar': { token: 'eyJ2IjoiMSJ9.c2lnbmF0dXJh' },
      'POST /api/comprador/v1/ventas/validar-cupon': {
        codigoCupon: 'VERANO15',
        emprendimientoId: randomUUID(),
        montoTotal: 20000,
        cantidadProductos: 2,
        compradorId: 'comprador-1',
      },
      'POST /api/comprador/v1/resenas': {
        idVenta: randomUUID(),
        idItem: 12,
        calificacion: 5,
        comentario: 'Llegó rápido\ny bien embalado',
      },
      'PUT /api/comprador/v1/resenas/{id}': { calificacion: 4, comentario: 'Cambié de opinión' },
      'POST /api/emprendedor/v1/resenas/{id}/respuesta': { respuesta: '¡Gracias por tu compra!' },
      'POST /api/v1/resenas/{id}/reportes': { motivo: 'Tiene datos personales' },
      'POST /api/admin/v1/resenas/{id}/ocultar': { motivo: 'Lenguaje ofensivo' },
      'POST /api/comprador/v1/productos/{idProducto}/preguntas': { texto: '¿Tenés en azul?\nGracias' },
      'PUT /api/emprendedor/v1/emprendimientos/preguntas/{id}/respuesta': { texto: 'Sí, en azul y verde' },
      'PUT /api/emprendedor/v1/emprendimientos/preguntas/{id}/oculta': { motivo: 'Lenguaje ofensivo' },
      'POST /api/v1/cuenta/baja': { confirmacion: 'ELIMINAR' },
      'POST /api/v1/push/suscripciones': {
        endpoint: 'https://fcm.googleapis.com/fcm/send/prueba',
        keys: { p256dh: PUNTO_P256, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        dispositivo: 'Chrome en Android',
      },
      'DELETE /api/v1/push/suscripciones': { endpoint: 'https://fcm.googleapis.com/fcm/send/prueba' },
      'PUT /api/v1/notificaciones/preferencias': {
        preferencias: [{ clase: 'pedido_estado', correo: true, push: false }],
      },
      'POST /api/v1/pagos/mercadopago/webhook': {
        type: 'payment',
        action: 'payment.updated',
        data: { id: '1320000001' },
      },
    };
  });
  afterAll(async () => t?.close());

  const jsonBody = (op: Operation) => op.requestBody?.content['application/json']?.schema;

  async function llamar(
    metodo: Metodo,
    path: string,
    params: Record<string, string>,
    query: Record<string, string>,
    payload?: unknown,
  ) {
    const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    // Header parameters travel in `query` as '@header:<name>' (see `poner`).
    const enCabecera = Object.fromEntries(
      Object.entries(query)
        .filter(([k]) => k.startsWith('@header:'))
        .map(([k, v]) => [k.slice('@header:'.length), v]),
    );
    const qs = new URLSearchParams(Object.entries(query).filter(([k]) => !k.startsWith('@header:'))).toString();
    const rol = rolDe(path);
    const res = await t.app.inject({
      method: metodo,
      url: qs ? `${url}?${qs}` : url,
      // A fresh Idempotency-Key: the one header a write (POST ventas) requires besides the bearer.
      headers: { ...(rol ? headers[rol] : {}), 'idempotency-key': randomUUID(), ...enCabecera },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  }

  it('finds the operations in the OpenAPI document and has a valid body for every JSON write', () => {
    expect(operaciones.length).toBeGreaterThan(40);
    const sinEjemplo = operaciones.filter(({ metodo, path, op }) => jsonBody(op) && !(`${metodo} ${path}` in ejemplos));
    expect(sinEjemplo.map(({ metodo, path }) => `${metodo} ${path}`)).toEqual([]);
  });

  it('declares every integer id with the shared maximum (PostgreSQL integer)', () => {
    const sinTope = operaciones.flatMap(({ metodo, path, op }) =>
      [
        ...(op.parameters ?? [])
          .filter((p) => !NO_ES_ID.has(p.name))
          .flatMap((p) => enteros(p.schema, `${p.in}:${p.name}`)),
        ...enteros(jsonBody(op), 'body'),
      ]
        .filter(({ schema }) => schema.maximum === undefined || schema.maximum > PG_INTEGER_MAX)
        .map(({ donde }) => `${metodo} ${path} ${donde}`),
    );
    expect(sinTope).toEqual([]);
  });

  it('answers a Spanish 400 to a NUL byte, an out-of-range integer or an over-long segment in any parameter or body', async () => {
    const fallos: string[] = [];
    let probadas = 0;
    for (const { metodo, path, op } of operaciones) {
      const params = op.parameters ?? [];
      const validos = (p: Param[]) => Object.fromEntries(p.map((x) => [x.name, valorValido(x)]));
      const enRuta = validos(params.filter((p) => p.in === 'path'));
      const enQuery = validos(params.filter((p) => p.in === 'query' && p.required));
      const ejemplo = ejemplos[`${metodo} ${path}`];

      const probar = async (
        que: string,
        esperado: number[],
        p: Record<string, string>,
        q: Record<string, string>,
        body?: unknown,
      ) => {
        probadas++;
        const { status, body: respuesta } = await llamar(metodo, path, p, q, body);
        const forma =
          respuesta && typeof respuesta === 'object' ? Object.keys(respuesta).sort().join(',') : String(respuesta);
        const formaOk =
          status < 400 ||
          (forma === 'codigo,mensaje' && typeof (respuesta as { mensaje: unknown }).mensaje === 'string');
        if (!esperado.includes(status) || !formaOk)
          fallos.push(`${metodo} ${path} ${que} → ${status} ${JSON.stringify(respuesta)?.slice(0, 160)}`);
      };

      if (ejemplo !== undefined) {
        // The sample itself passes validation (so a 400 below is the probe's doing).
        const { status, body: respuesta } = await llamar(metodo, path, enRuta, enQuery, ejemplo);
        if (status === 400 || status >= 500)
          fallos.push(`${metodo} ${path} ejemplo válido → ${status} ${JSON.stringify(respuesta)}`);
      }
      for (const p of params) {
        const poner = (v: string): [Record<string, string>, Record<string, string>] =>
          p.in === 'path'
            ? [{ ...enRuta, [p.name]: v }, enQuery]
            : [enRuta, { ...enQuery, [p.in === 'header' ? `@header:${p.name}` : p.name]: v }];
        await probar(`${p.in}:${p.name}=NUL`, [400], ...poner(NUL), ejemplo);
        if (p.schema.type === 'integer') {
          await probar(
            `${p.in}:${p.name}=${FUERA_DE_RANGO}`,
            NO_ES_ID.has(p.name) ? [200, 400] : [400],
            ...poner(String(FUERA_DE_RANGO)),
            ejemplo,
          );
        }
        if (p.schema.type === 'number') await probar(`${p.in}:${p.name}=1e308`, [200, 400], ...poner('1e308'), ejemplo);
        if (p.in === 'path')
          await probar(`${p.in}:${p.name}=${LARGO.length} caracteres`, [400, 404], ...poner(LARGO), ejemplo);
      }
      for (const { ruta, valor } of ejemplo === undefined ? [] : hojas(ejemplo)) {
        const donde = `body.${ruta.join('.')}`;
        if (typeof valor === 'string') {
          // Inserted, not replaced: the text keeps its length and format, only the NUL is new.
          await probar(
            `${donde} con NUL`,
            [400],
            enRuta,
            enQuery,
            con(ejemplo, ruta, `${valor.slice(0, 1)}\u0000${valor.slice(1)}`),
          );
        } else if (esquemaEn(jsonBody(op), ruta)?.type === 'integer') {
          await probar(`${donde}=${FUERA_DE_RANGO}`, [400], enRuta, enQuery, con(ejemplo, ruta, FUERA_DE_RANGO));
        }
      }
    }
    expect(fallos).toEqual([]);
    expect(probadas).toBeGreaterThan(200);
  });
});
