import { describe, expect, it } from 'vitest';
import { ESTADOS_VENTA } from '@feria/contracts';
import { PLANTILLAS, renderizar, type DatosPlantillas, type NombrePlantilla } from './plantillas';

// Every template: dynamic values escaped in the HTML, a plain-text version with the same facts,
// and the link to the right page of the site.

const MALO = '<script>alert("x")</script> & \'Ñandú\'';
const URL_BASE = 'https://feria.example';
const url = (ruta: string) => `${URL_BASE}${ruta}`;
const ventaId = '0b9a5c3e-4f7d-4d1e-9a55-5f0f0e2b1c11';
const aviso = { ventaId, numero: 1042, tienda: `Tienda ${MALO}`, comprador: `Ana ${MALO}`, saludo: `Ana ${MALO}` };
const pedido = {
  ...aviso,
  total: 45500,
  metodo: 'TRANSFERENCIA' as const,
  lineas: [{ nombre: `Mate ${MALO}`, cantidad: 2, subtotal: 45500 }],
};

/** The carrier's page a shipment mail links to, besides the site. */
const SEGUIMIENTO = 'https://www.andreani.com/envio/360000012345670';

const EJEMPLOS: { [P in NombrePlantilla]: DatosPlantillas[P] } = {
  'pedido-creado-comprador': pedido,
  'pedido-creado-vendedor': { ...pedido, metodo: 'MERCADO_PAGO' },
  'pago-aprobado-comprador': { ...aviso, total: 45500 },
  'pago-aprobado-vendedor': { ...aviso, total: 45500 },
  'comprobante-recibido': { ...aviso, total: 45500 },
  'transferencia-confirmada': aviso,
  'transferencia-rechazada': { ...aviso, motivo: `No llegó ${MALO}` },
  'estado-cambiado': { ...aviso, estado: 'listo' },
  'pedido-cancelado': { ...aviso, motivo: `Sin stock ${MALO}`, reembolsado: true, total: 45500 },
  'pago-devuelto': { ...aviso, monto: 45500, motivo: `El pedido ya estaba cancelado ${MALO}`, idPago: '123456789' },
  'mensaje-chat': { ...aviso, para: 'vendedor', de: `Ana ${MALO}`, tokenBaja: 'tok_en-123' },
  'arrepentimiento-confirmar': { ...aviso, token: 'eyJ2IjoiMSJ9.c2lnbmF0dXJh' },
  'arrepentimiento-comprador': { ...aviso, codigo: 'ARR-7K2M9Q' },
  'arrepentimiento-vendedor': { ...aviso, codigo: 'ARR-7K2M9Q', motivo: `No me quedó ${MALO}` },
  'devolucion-comprador': {
    ...aviso,
    estado: 'aceptada',
    texto: `Mandalo por Correo Argentino ${MALO}`,
    total: 45500,
    metodo: 'TRANSFERENCIA',
  },
  'envio-comprador': {
    ...aviso,
    transportista: `Andreani ${MALO}`,
    codigoSeguimiento: `3600 ${MALO}`,
    urlSeguimiento: SEGUIMIENTO,
    correccion: false,
  },
  'pregunta-nueva': { saludo: `Ana ${MALO}`, producto: `Mate ${MALO}`, pregunta: `¿Tenés en azul? ${MALO}` },
  'pregunta-respondida': {
    saludo: `Ana ${MALO}`,
    idProducto: ventaId,
    producto: `Mate ${MALO}`,
    tienda: `Tienda ${MALO}`,
    pregunta: `¿Tenés en azul? ${MALO}`,
    respuesta: `Sí, en azul y verde ${MALO}`,
  },
  'tienda-aprobada': { tienda: `Tienda ${MALO}`, saludo: `Ana ${MALO}` },
  'tienda-rechazada': { tienda: `Tienda ${MALO}`, saludo: `Ana ${MALO}`, motivo: `Faltan fotos ${MALO}` },
  'mercadopago-desconectado': { tienda: `Tienda ${MALO}`, saludo: `Ana ${MALO}` },
  'alerta-cumplida': {
    saludo: `Ana ${MALO}`,
    alerta: 'precio',
    idProducto: ventaId,
    producto: `Mate ${MALO}`,
    variante: null,
    tienda: `Tienda ${MALO}`,
    precio: 9000,
    precioAnterior: 12000,
  },
  'carrito-abandonado': {
    saludo: `Ana ${MALO}`,
    lineas: [{ nombre: `Mate ${MALO}`, variante: `Talle ${MALO}`, cantidad: 2, precio: 9000 }],
    tokenBaja: 'tok_123456789012345678901234',
  },
};

const ENLACE: Record<NombrePlantilla, string> = {
  'pedido-creado-comprador': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'pedido-creado-vendedor': '/dashboard-emprendedor/ventas',
  'pago-aprobado-comprador': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'pago-aprobado-vendedor': '/dashboard-emprendedor/ventas',
  'comprobante-recibido': '/dashboard-emprendedor/ventas',
  'transferencia-confirmada': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'transferencia-rechazada': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'estado-cambiado': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'pedido-cancelado': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'pago-devuelto': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'mensaje-chat': '/dashboard-emprendedor/ventas',
  'arrepentimiento-confirmar': '/arrepentimiento/confirmar#eyJ2IjoiMSJ9.c2lnbmF0dXJh',
  'arrepentimiento-comprador': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'arrepentimiento-vendedor': '/dashboard-emprendedor/ventas',
  'devolucion-comprador': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'envio-comprador': `/dashboard-comprador/mis-pedidos/${ventaId}`,
  'pregunta-nueva': '/dashboard-emprendedor/preguntas',
  'pregunta-respondida': `/productos/${ventaId}#preguntas`,
  'tienda-aprobada': '/dashboard-emprendedor',
  'tienda-rechazada': '/dashboard-emprendedor',
  'mercadopago-desconectado': '/dashboard-emprendedor/cobros',
  'alerta-cumplida': `/productos/${ventaId}`,
  'carrito-abandonado': '/carrito',
};

const plantillas = Object.keys(PLANTILLAS) as NombrePlantilla[];

describe('mail templates', () => {
  it('cover every event of the issue', () => {
    expect(plantillas.sort()).toEqual(Object.keys(EJEMPLOS).sort());
  });

  it.each(plantillas)('%s escapes every dynamic value in its HTML', (p) => {
    const { html } = renderizar(p, EJEMPLOS[p] as never, url);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"x"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ñandú&#39;');
  });

  it.each(plantillas)('%s has a plain-text version with the same words, unescaped', (p) => {
    const { texto, asunto } = renderizar(p, EJEMPLOS[p] as never, url);
    expect(texto.startsWith('Feria\n')).toBe(true);
    expect(texto).toContain(MALO);
    expect(texto).not.toMatch(/<\/?(p|table|td|a|strong)\b/);
    expect(asunto.length).toBeGreaterThan(10);
    expect(asunto).not.toMatch(/[\r\n]/);
  });

  it.each(plantillas)('%s links to its page on the site, in the button and in the text', (p) => {
    const { html, texto } = renderizar(p, EJEMPLOS[p] as never, url);
    expect(html).toContain(`href="${URL_BASE}${ENLACE[p]}"`);
    expect(texto).toContain(`${URL_BASE}${ENLACE[p]}`);
  });

  it.each(plantillas)('%s has the product look and no external resources', (p) => {
    const { html } = renderizar(p, EJEMPLOS[p] as never, url);
    expect(html).toContain('background:#15803D');
    expect(html).toContain('>Feria</td>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('lang="es-AR"');
    expect(html).not.toMatch(/<img|<link|@import|url\(|<script/i);
    // The only addresses are the site's own (and, in a shipment's mail, the carrier's tracking page).
    for (const [, destino] of html.matchAll(/href="([^"]+)"/g))
      expect(destino!.startsWith(`${URL_BASE}/`) || (p === 'envio-comprador' && destino === SEGUIMIENTO)).toBe(true);
  });

  it('chat mails say who wrote, link to the unsubscribe page and never carry the message itself', () => {
    const { html, texto, asunto } = renderizar('mensaje-chat', { ...EJEMPLOS['mensaje-chat'], para: 'comprador' }, url);
    expect(asunto).toBe('Tenés mensajes nuevos del pedido #1042');
    expect(html).toContain(`href="${URL_BASE}/api/v1/correo/baja/tok_en-123"`);
    expect(texto).toContain(`${URL_BASE}/api/v1/correo/baja/tok_en-123`);
    expect(html).toContain(`href="${URL_BASE}/dashboard-comprador/mis-pedidos/${ventaId}"`);
  });

  it('the order mails list the lines and the total in pesos', () => {
    const { texto } = renderizar('pedido-creado-comprador', EJEMPLOS['pedido-creado-comprador'], url);
    expect(texto).toContain(`2 × Mate ${MALO}: $ 45.500`);
    expect(texto).toContain('Total: $ 45.500');
    expect(texto).toContain('#1042 como concepto');
  });

  it.each(ESTADOS_VENTA)('says what the estado %s means for the buyer', (estado) => {
    const { asunto, texto } = renderizar('estado-cambiado', { ...aviso, tienda: 'La Huerta', estado }, url);
    expect(asunto).toMatch(/^Tu pedido #1042 /);
    expect(texto).toContain('La Huerta');
  });

  it('a rejected shop reads the reason; a cancelled, refunded order says the money goes back', () => {
    expect(
      renderizar('tienda-rechazada', { tienda: 'La Huerta', saludo: 'Ana', motivo: 'Faltan fotos' }, url).texto,
    ).toContain('Motivo:\nFaltan fotos');
    const cancelado = renderizar('pedido-cancelado', { ...aviso, motivo: null, reembolsado: true, total: 1000 }, url);
    expect(cancelado.asunto).toBe('Tu pedido #1042 fue cancelado y te devolvemos el pago');
    expect(cancelado.texto).toContain('devolución de tu pago de $ 1.000');
    expect(
      renderizar('pedido-cancelado', { ...aviso, motivo: null, reembolsado: false, total: 1000 }, url).texto,
    ).not.toContain('devolución');
  });

  it('a return mail gives the instructions, the reason, or the money back and how', () => {
    const d = { ...aviso, tienda: 'La Huerta', total: 1000, metodo: 'TRANSFERENCIA' as const };
    const aceptada = renderizar('devolucion-comprador', { ...d, estado: 'aceptada', texto: 'Por Andreani' }, url);
    expect(aceptada.asunto).toBe('La Huerta aceptó la devolución del pedido #1042');
    expect(aceptada.texto).toContain('Instrucciones:\nPor Andreani');
    const rechazada = renderizar('devolucion-comprador', { ...d, estado: 'rechazada', texto: 'Está usado' }, url);
    expect(rechazada.texto).toContain('Motivo:\nEstá usado');
    const transferencia = renderizar('devolucion-comprador', { ...d, estado: 'reembolsada', texto: 'CBU 123' }, url);
    expect(transferencia.asunto).toBe('Te devolvieron el dinero del pedido #1042');
    expect(transferencia.texto).toContain('te reintegró $ 1.000');
    expect(transferencia.texto).toContain('Cómo te lo devolvió:\nCBU 123');
    const mp = renderizar(
      'devolucion-comprador',
      { ...d, estado: 'reembolsada', texto: null, metodo: 'MERCADO_PAGO' },
      url,
    );
    expect(mp.texto).toContain('Mercado Pago lo acredita');
  });

  it('a shipment mail gives the carrier, the code and the tracking link, or says it is a correction', () => {
    const d = { ...aviso, tienda: 'La Huerta', transportista: 'Andreani', codigoSeguimiento: '3600' };
    const enviado = renderizar('envio-comprador', { ...d, urlSeguimiento: SEGUIMIENTO, correccion: false }, url);
    expect(enviado.asunto).toBe('Tu pedido #1042 está en camino');
    expect(enviado.texto).toContain('La Huerta despachó tu pedido #1042.');
    expect(enviado.texto).toContain('Transportista:\nAndreani');
    expect(enviado.texto).toContain('Código de seguimiento:\n3600');
    expect(enviado.texto).toContain(`Seguí tu envío en ${SEGUIMIENTO}`);
    expect(enviado.html).toContain(`<a href="${SEGUIMIENTO}"`);
    const corregido = renderizar(
      'envio-comprador',
      { ...d, transportista: 'Vía Cargo', urlSeguimiento: null, correccion: true },
      url,
    );
    expect(corregido.asunto).toBe('Corrección del seguimiento de tu pedido #1042');
    expect(corregido.texto).toContain('corrigió el seguimiento');
    expect(corregido.texto).toContain('Con ese código podés consultar el envío con Vía Cargo.');
    expect(corregido.html).not.toContain('Seguí tu envío');
    const moto = renderizar(
      'envio-comprador',
      {
        ...d,
        transportista: 'Moto/cadete propio',
        codigoSeguimiento: 'Juan, 18 h',
        urlSeguimiento: null,
        correccion: false,
      },
      url,
    );
    expect(moto.texto).toContain('Lo lleva La Huerta con su propio envío');
  });
});
