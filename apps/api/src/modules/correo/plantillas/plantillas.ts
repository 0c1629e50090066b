import {
  formatPrice,
  HORAS_ENLACE_ARREPENTIMIENTO,
  MENSAJES_CARRITO_GUARDADO,
  MENSAJES_FAVORITOS,
  PAGINA_CONFIRMAR_ARREPENTIMIENTO,
  transportistaConocido,
  type EstadoVenta,
  type MetodoPago,
} from '@feria/contracts';
import { componer, esc, nota, parrafo, type Correo, type Cuerpo } from './diseno';

// Every mail the API sends (docs/producto/correos.md), in Spanish (es-AR, voseo). Each one
// is a function of JSON data (what the job stored) and the site's address: the links are built
// when the mail is sent.

/** Where the unsubscribe link of chat mails points (http/publico/correo-baja.routes.ts). */
export const PREFIJO_BAJA = '/api/v1/correo/baja';

/** Pages of the web app the mails link to (apps/web: features/pedidos/paths.ts, the seller menu). */
export const PAGINAS = {
  pedido: (ventaId: string) => `/dashboard-comprador/mis-pedidos/${encodeURIComponent(ventaId)}`,
  ventas: '/dashboard-emprendedor/ventas',
  preguntasVendedor: '/dashboard-emprendedor/preguntas',
  preguntasDeProducto: (idProducto: string) => `/productos/${encodeURIComponent(idProducto)}#preguntas`,
  panelEmprendedor: '/dashboard-emprendedor',
  cobros: '/dashboard-emprendedor/cobros',
  bajaChat: (token: string) => `${PREFIJO_BAJA}/${encodeURIComponent(token)}`,
  /** docs/producto/carrito-abandonado.md#baja: the reminder's one-click unsubscribe. */
  bajaCarrito: (token: string) => `${PREFIJO_BAJA}/${encodeURIComponent(token)}/carrito`,
  carrito: '/carrito',
  /** After `#`: the browser keeps the token, no server log sees it (decision 061). */
  confirmarArrepentimiento: (token: string) => `${PAGINA_CONFIRMAR_ARREPENTIMIENTO}#${encodeURIComponent(token)}`,
  producto: (idProducto: string) => `/productos/${encodeURIComponent(idProducto)}`,
} as const;

export interface LineaAviso {
  nombre: string;
  cantidad: number;
  subtotal: number;
}

/** An order as both of its mails show it. */
export interface DatosPedido {
  ventaId: string;
  numero: number;
  tienda: string;
  comprador: string;
  /** The greeting: the recipient's first name, or empty. */
  saludo: string;
  total: number;
  metodo: MetodoPago;
  lineas: LineaAviso[];
  /** docs/producto/envios.md#costo-en-el-pedido: the delivery line ('Envío a domicilio: $ 3.500', 'Retiro en …'); absent without a method. */
  envio?: string | null;
}

type Aviso = Pick<DatosPedido, 'ventaId' | 'numero' | 'tienda' | 'comprador' | 'saludo'>;

export interface DatosPlantillas {
  'pedido-creado-comprador': DatosPedido;
  'pedido-creado-vendedor': DatosPedido;
  'pago-aprobado-comprador': Aviso & { total: number };
  'pago-aprobado-vendedor': Aviso & { total: number };
  'comprobante-recibido': Aviso & { total: number };
  'transferencia-confirmada': Aviso;
  'transferencia-rechazada': Aviso & { motivo: string | null };
  'estado-cambiado': Aviso & { estado: EstadoVenta };
  'pedido-cancelado': Aviso & { motivo: string | null; reembolsado: boolean; total: number };
  'pago-devuelto': Aviso & { monto: number; motivo: string; idPago: string };
  'mensaje-chat': Aviso & { para: 'comprador' | 'vendedor'; de: string; tokenBaja: string };
  'arrepentimiento-confirmar': Aviso & { token: string };
  'arrepentimiento-comprador': Aviso & { codigo: string };
  'arrepentimiento-vendedor': Aviso & { codigo: string; motivo: string | null };
  /** docs/producto/devoluciones.md#correos: the seller accepted, refused or refunded the return (texto: instructions, reason, refund line). */
  'devolucion-comprador': Aviso & {
    estado: 'aceptada' | 'rechazada' | 'reembolsada';
    texto: string | null;
    total: number;
    metodo: MetodoPago;
  };
  /** docs/producto/envios.md#seguimiento: the seller recorded (or corrected) the shipment. */
  'envio-comprador': Aviso & {
    transportista: string;
    codigoSeguimiento: string;
    urlSeguimiento: string | null;
    correccion: boolean;
  };
  /** docs/producto/preguntas.md#avisos: a question on one of the seller's products (already masked). */
  'pregunta-nueva': { saludo: string; producto: string; pregunta: string };
  /** docs/producto/preguntas.md#avisos: the seller answered the buyer's question. */
  'pregunta-respondida': {
    saludo: string;
    idProducto: string;
    producto: string;
    tienda: string;
    pregunta: string;
    respuesta: string;
  };
  'tienda-aprobada': { tienda: string; saludo: string };
  'tienda-rechazada': { tienda: string; saludo: string; motivo: string | null };
  'mercadopago-desconectado': { tienda: string; saludo: string };
  /** docs/producto/favoritos.md#avisos: a buyer's one-shot alert came true (back in stock, cheaper). */
  'alerta-cumplida': {
    saludo: string;
    alerta: 'stock' | 'precio';
    idProducto: string;
    producto: string;
    /** The variant a stock alert watched ('Talle 38 · Negro'), null: the whole product. */
    variante: string | null;
    tienda: string;
    precio: number;
    /** Price alerts: the price it was measured from. */
    precioAnterior: number | null;
  };
  /** docs/producto/carrito-abandonado.md#correo: only the lines in stock, at today's price. */
  'carrito-abandonado': {
    saludo: string;
    lineas: { nombre: string; variante: string | null; cantidad: number; precio: number }[];
    tokenBaja: string;
  };
}

export type NombrePlantilla = keyof DatosPlantillas;

/** Absolute links from the site's address (PUBLIC_URL or where the change was asked from). */
export type Enlazar = (ruta: string) => string;

const hola = (saludo: string) => parrafo(saludo ? `Hola, ${saludo}:` : 'Hola:');

/** The order's lines and total, as a small table (and plain lines). */
function detalle(d: Pick<DatosPedido, 'lineas' | 'total' | 'envio'>): { html: string; texto: string } {
  const celda = 'padding:8px 0;border-bottom:1px solid #E5E7EB;font-size:15px;line-height:22px;';
  const filas = d.lineas
    .map(
      (l) =>
        `<tr><td style="${celda}">${esc(l.cantidad)} × ${esc(l.nombre)}</td><td align="right" style="${celda}white-space:nowrap;">${esc(formatPrice(l.subtotal))}</td></tr>`,
    )
    .join('');
  const envio = d.envio ? `<tr><td colspan="2" style="${celda}">${esc(d.envio)}</td></tr>` : '';
  return {
    html:
      `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;">${filas}${envio}` +
      `<tr><td style="padding:8px 0;font-size:16px;font-weight:700;">Total</td><td align="right" style="padding:8px 0;font-size:16px;font-weight:700;white-space:nowrap;">${esc(formatPrice(d.total))}</td></tr></table>`,
    texto: [
      ...d.lineas.map((l) => `${l.cantidad} × ${l.nombre}: ${formatPrice(l.subtotal)}`),
      ...(d.envio ? [d.envio] : []),
      `Total: ${formatPrice(d.total)}`,
    ].join('\n'),
  };
}

/** Builds a Cuerpo from blocks that each carry their HTML and text. */
function cuerpo(
  asunto: string,
  titulo: string,
  bloques: { html: string; texto: string }[],
  accion: Cuerpo['accion'],
  pie?: Cuerpo['pie'],
): Correo {
  return componer({
    asunto,
    titulo,
    html: bloques.map((b) => b.html),
    texto: bloques.map((b) => b.texto),
    accion,
    ...(pie ? { pie } : {}),
  });
}

const verPedido = (ventaId: string, url: Enlazar) => ({ etiqueta: 'Ver mi pedido', url: url(PAGINAS.pedido(ventaId)) });
const verVentas = (url: Enlazar) => ({ etiqueta: 'Ir a Ventas', url: url(PAGINAS.ventas) });

const ESTADOS: Record<EstadoVenta, { asunto: (n: number) => string; texto: (tienda: string) => string }> = {
  pendiente: {
    asunto: (n) => `Tu pedido #${n} está pendiente`,
    texto: (t) => `${t} todavía no empezó a preparar tu pedido.`,
  },
  preparando: {
    asunto: (n) => `Tu pedido #${n} se está preparando`,
    texto: (t) => `${t} empezó a preparar tu pedido.`,
  },
  listo: {
    asunto: (n) => `Tu pedido #${n} está listo`,
    texto: (t) => `${t} terminó de preparar tu pedido: ya está listo.`,
  },
  completado: {
    asunto: (n) => `Tu pedido #${n} se completó`,
    texto: (t) => `${t} marcó tu pedido como completado. ¡Gracias por comprar en Feria!`,
  },
  cancelado: { asunto: (n) => `Tu pedido #${n} fue cancelado`, texto: (t) => `${t} canceló tu pedido.` },
};

type Renderizadores = { [P in NombrePlantilla]: (d: DatosPlantillas[P], url: Enlazar) => Correo };

export const PLANTILLAS: Renderizadores = {
  'pedido-creado-comprador': (d, url) =>
    cuerpo(
      `Recibimos tu pedido #${d.numero} en ${d.tienda}`,
      `Recibimos tu pedido #${d.numero}`,
      [
        hola(d.saludo),
        parrafo(`Tu pedido en ${d.tienda} quedó registrado. Este es el detalle:`),
        detalle(d),
        parrafo(
          d.metodo === 'MERCADO_PAGO'
            ? 'Si todavía no lo pagaste, podés pagarlo con Mercado Pago desde tu pedido. Te avisamos cuando el pago se acredite.'
            : `Transferí el total con el número de pedido #${d.numero} como concepto y subí el comprobante desde tu pedido. El emprendimiento lo confirma cuando le llega la plata.`,
        ),
      ],
      verPedido(d.ventaId, url),
    ),
  'pedido-creado-vendedor': (d, url) =>
    cuerpo(
      `Nuevo pedido #${d.numero} de ${d.comprador}`,
      `Tenés un pedido nuevo: #${d.numero}`,
      [
        hola(d.saludo),
        parrafo(`${d.comprador} hizo un pedido en ${d.tienda}:`),
        detalle(d),
        parrafo(
          d.metodo === 'MERCADO_PAGO'
            ? 'Lo paga con Mercado Pago: te avisamos cuando el pago esté aprobado para que lo prepares.'
            : 'Lo paga por transferencia: te avisamos cuando mande el comprobante para que confirmes que recibiste la plata.',
        ),
      ],
      verVentas(url),
    ),
  'pago-aprobado-comprador': (d, url) =>
    cuerpo(
      `Tu pago del pedido #${d.numero} fue aprobado`,
      '¡Tu pago fue aprobado!',
      [
        hola(d.saludo),
        parrafo(
          `Mercado Pago aprobó el pago de ${formatPrice(d.total)} de tu pedido #${d.numero} en ${d.tienda}. El emprendimiento ya puede prepararlo.`,
        ),
      ],
      verPedido(d.ventaId, url),
    ),
  'pago-aprobado-vendedor': (d, url) =>
    cuerpo(
      `Pedido #${d.numero} pagado: ya podés prepararlo`,
      `El pedido #${d.numero} está pagado`,
      [
        hola(d.saludo),
        parrafo(
          `Mercado Pago aprobó el pago de ${formatPrice(d.total)} de ${d.comprador}. Ya podés empezar a preparar el pedido.`,
        ),
      ],
      verVentas(url),
    ),
  'comprobante-recibido': (d, url) =>
    cuerpo(
      `${d.comprador} envió el comprobante del pedido #${d.numero}`,
      `Llegó un comprobante de transferencia`,
      [
        hola(d.saludo),
        parrafo(
          `${d.comprador} envió el comprobante de la transferencia de ${formatPrice(d.total)} del pedido #${d.numero}.`,
        ),
        parrafo(
          'Revisá tu cuenta y, si la plata llegó, confirmá la transferencia desde Ventas. Si no la encontrás, podés rechazar el comprobante diciendo por qué.',
        ),
      ],
      verVentas(url),
    ),
  'transferencia-confirmada': (d, url) =>
    cuerpo(
      `${d.tienda} confirmó tu transferencia del pedido #${d.numero}`,
      '¡Tu transferencia fue confirmada!',
      [
        hola(d.saludo),
        parrafo(`${d.tienda} confirmó que recibió tu transferencia del pedido #${d.numero}. Ya puede prepararlo.`),
      ],
      verPedido(d.ventaId, url),
    ),
  'transferencia-rechazada': (d, url) =>
    cuerpo(
      `${d.tienda} no encontró tu transferencia del pedido #${d.numero}`,
      'Tu comprobante fue rechazado',
      [
        hola(d.saludo),
        parrafo(`${d.tienda} revisó el comprobante del pedido #${d.numero} y no encontró la transferencia.`),
        ...(d.motivo ? [nota('Lo que te dice el emprendimiento:', d.motivo)] : []),
        parrafo('Podés enviar otro comprobante desde tu pedido mientras la reserva siga vigente.'),
      ],
      verPedido(d.ventaId, url),
    ),
  'estado-cambiado': (d, url) =>
    cuerpo(
      ESTADOS[d.estado].asunto(d.numero),
      ESTADOS[d.estado].asunto(d.numero),
      [hola(d.saludo), parrafo(ESTADOS[d.estado].texto(d.tienda))],
      verPedido(d.ventaId, url),
    ),
  'pedido-cancelado': (d, url) =>
    cuerpo(
      d.reembolsado
        ? `Tu pedido #${d.numero} fue cancelado y te devolvemos el pago`
        : `Tu pedido #${d.numero} fue cancelado`,
      `Tu pedido #${d.numero} fue cancelado`,
      [
        hola(d.saludo),
        parrafo(`Tu pedido #${d.numero} en ${d.tienda} fue cancelado.`),
        ...(d.motivo ? [nota('Motivo:', d.motivo)] : []),
        ...(d.reembolsado
          ? [
              parrafo(
                `Se registró la devolución de tu pago de ${formatPrice(d.total)}. Según el medio de pago, puede tardar unos días en verse en tu cuenta.`,
              ),
            ]
          : []),
      ],
      verPedido(d.ventaId, url),
    ),
  'pago-devuelto': (d, url) =>
    cuerpo(
      `Te devolvimos un pago de ${formatPrice(d.monto)} del pedido #${d.numero}`,
      'Te devolvimos tu pago',
      [
        hola(d.saludo),
        parrafo(
          `Mercado Pago aprobó un pago de ${formatPrice(d.monto)} (operación ${d.idPago}) para tu pedido #${d.numero} en ${d.tienda}, pero el pedido ya no podía recibirlo.`,
        ),
        nota('Por qué:', d.motivo),
        parrafo(
          'Pedimos a Mercado Pago la devolución completa. Según el medio de pago, puede tardar unos días en verse en tu cuenta o tu tarjeta.',
        ),
      ],
      verPedido(d.ventaId, url),
    ),
  'mensaje-chat': (d, url) =>
    cuerpo(
      `Tenés mensajes nuevos del pedido #${d.numero}`,
      `${d.de} te escribió`,
      [
        hola(d.saludo),
        parrafo(
          `Tenés mensajes nuevos de ${d.de} por el pedido #${d.numero}${d.para === 'comprador' ? ` en ${d.tienda}` : ''}. Leelos y respondé desde ${d.para === 'comprador' ? 'tu pedido' : 'Ventas'}.`,
        ),
      ],
      d.para === 'comprador'
        ? { etiqueta: 'Ver los mensajes', url: url(PAGINAS.pedido(d.ventaId)) }
        : { etiqueta: 'Ver los mensajes', url: url(PAGINAS.ventas) },
      {
        html: `¿No querés recibir estos avisos? <a href="${esc(url(PAGINAS.bajaChat(d.tokenBaja)))}" style="color:#15803D;">No quiero más mails por mensajes del chat</a>.`,
        texto: `¿No querés recibir estos avisos? Dejá de recibir mails por mensajes del chat: ${url(PAGINAS.bajaChat(d.tokenBaja))}`,
      },
    ),
  'arrepentimiento-confirmar': (d, url) =>
    cuerpo(
      `Confirmá tu arrepentimiento del pedido #${d.numero}`,
      'Confirmá tu pedido de arrepentimiento',
      [
        hola(d.saludo),
        parrafo(
          `Nos pidieron arrepentirse de la compra #${d.numero} en ${d.tienda} con este correo. Para registrarlo, abrí el enlace y tocá «Confirmar arrepentimiento»: ahí te damos el código de trámite.`,
        ),
        parrafo(
          `El enlace vence en ${HORAS_ENLACE_ARREPENTIMIENTO} horas. Si no fuiste vos, no hagas nada: sin confirmar no se registra nada y el emprendimiento no se entera.`,
        ),
      ],
      { etiqueta: 'Confirmar arrepentimiento', url: url(PAGINAS.confirmarArrepentimiento(d.token)) },
    ),
  'arrepentimiento-comprador': (d, url) =>
    cuerpo(
      `Recibimos tu arrepentimiento del pedido #${d.numero} (${d.codigo})`,
      'Recibimos tu pedido de arrepentimiento',
      [
        hola(d.saludo),
        parrafo(
          `Registramos tu arrepentimiento de la compra #${d.numero} en ${d.tienda}. Tu código de trámite es ${d.codigo}: guardalo.`,
        ),
        parrafo(
          `${d.tienda} ya lo ve en el pedido y se va a comunicar con vos para coordinar la devolución del producto y del dinero, sin costo para vos (Ley 24.240, art. 34).`,
        ),
      ],
      { etiqueta: 'Ver mi pedido', url: url(PAGINAS.pedido(d.ventaId)) },
    ),
  'arrepentimiento-vendedor': (d, url) =>
    cuerpo(
      `Arrepentimiento del pedido #${d.numero} (${d.codigo})`,
      `${d.comprador} se arrepintió de su compra`,
      [
        hola(d.saludo),
        parrafo(
          `${d.comprador} usó el Botón de arrepentimiento para el pedido #${d.numero}. Código de trámite: ${d.codigo}.`,
        ),
        ...(d.motivo ? [nota('Motivo:', d.motivo)] : []),
        parrafo(
          'Comunicate con la persona para coordinar la devolución del producto y el reintegro del dinero; la ley no te permite cobrarle gastos por arrepentirse.',
        ),
      ],
      verVentas(url),
    ),
  'devolucion-comprador': (d, url) => cuerpo(...DEVOLUCION[d.estado](d), verPedido(d.ventaId, url)),
  'envio-comprador': (d, url) =>
    cuerpo(
      d.correccion ? `Corrección del seguimiento de tu pedido #${d.numero}` : `Tu pedido #${d.numero} está en camino`,
      d.correccion ? 'Cambiaron los datos de tu envío' : 'Tu pedido está en camino',
      [
        hola(d.saludo),
        parrafo(
          d.correccion
            ? `${d.tienda} corrigió el seguimiento del envío de tu pedido #${d.numero}. Estos son los datos correctos:`
            : `${d.tienda} despachó tu pedido #${d.numero}.`,
        ),
        nota('Transportista:', d.transportista),
        nota('Código de seguimiento:', d.codigoSeguimiento),
        d.urlSeguimiento
          ? enlaceSeguimiento(d.urlSeguimiento)
          : transportistaConocido(d.transportista) === 'Moto/cadete propio'
            ? parrafo(`Lo lleva ${d.tienda} con su propio envío; si tenés dudas, escribile desde el chat del pedido.`)
            : parrafo(`Con ese código podés consultar el envío con ${d.transportista}.`),
      ],
      verPedido(d.ventaId, url),
    ),
  'pregunta-nueva': (d, url) =>
    cuerpo(
      `Te preguntaron por ${d.producto}`,
      'Tenés una pregunta nueva',
      [
        hola(d.saludo),
        parrafo(`Un comprador preguntó por ${d.producto}:`),
        parrafo(`«${d.pregunta}»`),
        parrafo('Responder rápido ayuda a vender: la respuesta se ve en la página del producto.'),
      ],
      { etiqueta: 'Responder', url: url(PAGINAS.preguntasVendedor) },
    ),
  'pregunta-respondida': (d, url) =>
    cuerpo(
      `${d.tienda} respondió tu pregunta`,
      'Respondieron tu pregunta',
      [
        hola(d.saludo),
        parrafo(`Preguntaste por ${d.producto}: «${d.pregunta}»`),
        parrafo(`${d.tienda} respondió: «${d.respuesta}»`),
      ],
      { etiqueta: 'Ver el producto', url: url(PAGINAS.preguntasDeProducto(d.idProducto)) },
    ),
  'tienda-aprobada': (d, url) =>
    cuerpo(
      `¡${d.tienda} ya está en Feria!`,
      '¡Aprobamos tu emprendimiento!',
      [
        hola(d.saludo),
        parrafo(
          `Revisamos tu solicitud y ${d.tienda} ya está activo: tu tienda y tus productos se ven en Feria desde ahora.`,
        ),
      ],
      { etiqueta: 'Ir a mi panel', url: url(PAGINAS.panelEmprendedor) },
    ),
  'tienda-rechazada': (d, url) =>
    cuerpo(
      `Tu solicitud para ${d.tienda} fue rechazada`,
      'Tu solicitud fue rechazada',
      [
        hola(d.saludo),
        parrafo(`Revisamos tu solicitud para ${d.tienda} y por ahora no la pudimos aprobar.`),
        ...(d.motivo ? [nota('Motivo:', d.motivo)] : []),
        parrafo('Podés ver el motivo también en tu panel.'),
      ],
      { etiqueta: 'Ir a mi panel', url: url(PAGINAS.panelEmprendedor) },
    ),
  'mercadopago-desconectado': (d, url) =>
    cuerpo(
      `${d.tienda} ya no cobra con Mercado Pago`,
      'Se desconectó tu cuenta de Mercado Pago',
      [
        hola(d.saludo),
        parrafo(
          `Mercado Pago no renovó el acceso de Feria a tu cuenta, así que ${d.tienda} dejó de ofrecer el pago con Mercado Pago. Tus compradores pueden seguir pagándote por transferencia.`,
        ),
        parrafo('Para volver a cobrar con Mercado Pago, conectá tu cuenta de nuevo desde Cobros.'),
      ],
      { etiqueta: 'Ir a Cobros', url: url(PAGINAS.cobros) },
    ),
  'alerta-cumplida': (d, url) => {
    const nombre = d.variante ? `${d.producto} (${d.variante})` : d.producto;
    const otraVez = parrafo('Te avisamos una sola vez. Si querés otro aviso, pedilo de nuevo en el producto.');
    return d.alerta === 'stock'
      ? cuerpo(
          `¡Volvió el stock de ${nombre}!`,
          MENSAJES_FAVORITOS.avisoStockTitulo,
          [hola(d.saludo), parrafo(`${nombre}, de ${d.tienda}, ya tiene stock: lo podés comprar ahora.`), otraVez],
          { etiqueta: 'Ver el producto', url: url(PAGINAS.producto(d.idProducto)) },
        )
      : cuerpo(
          `${nombre} bajó de precio`,
          MENSAJES_FAVORITOS.avisoPrecioTitulo,
          [
            hola(d.saludo),
            parrafo(
              `${nombre}, de ${d.tienda}, ahora cuesta ${formatPrice(d.precio)}` +
                (d.precioAnterior === null ? '.' : ` (antes ${formatPrice(d.precioAnterior)}).`),
            ),
            otraVez,
          ],
          { etiqueta: 'Ver el producto', url: url(PAGINAS.producto(d.idProducto)) },
        );
  },
  'carrito-abandonado': (d, url) => {
    const linea = (l: DatosPlantillas['carrito-abandonado']['lineas'][number]) =>
      `${l.nombre}${l.variante ? ` (${l.variante})` : ''}${l.cantidad > 1 ? ` × ${l.cantidad}` : ''}: ${formatPrice(l.precio)}${l.cantidad > 1 ? ' c/u' : ''}`;
    const baja = url(PAGINAS.bajaCarrito(d.tokenBaja));
    return cuerpo(
      MENSAJES_CARRITO_GUARDADO.recordatorioTitulo,
      MENSAJES_CARRITO_GUARDADO.recordatorioTitulo,
      [
        hola(d.saludo),
        parrafo('Estos productos siguen en tu carrito y todavía hay stock (precio de hoy):'),
        ...d.lineas.map((l) => parrafo(`• ${linea(l)}`)),
        parrafo('El precio y el stock se confirman cuando hacés el pedido.'),
      ],
      { etiqueta: 'Ver mi carrito', url: url(PAGINAS.carrito) },
      {
        html: `¿No querés estos recordatorios? <a href="${esc(baja)}" style="color:#15803D;">No quiero más recordatorios del carrito</a>.`,
        texto: `¿No querés estos recordatorios? Dejá de recibirlos: ${baja}`,
      },
    );
  },
};

/** The carrier's tracking page (an https link the seller gave or Feria built), as a link and as text. */
function enlaceSeguimiento(enlace: string): { html: string; texto: string } {
  return {
    html: `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">Seguí tu envío en <a href="${esc(enlace)}" style="color:#15803D;word-break:break-all;">${esc(enlace)}</a></p>`,
    texto: `Seguí tu envío en ${enlace}`,
  };
}

type DatosDevolucion = DatosPlantillas['devolucion-comprador'];

/** docs/producto/devoluciones.md#correos: what the buyer reads at each answer to their return. */
const DEVOLUCION: Record<
  DatosDevolucion['estado'],
  (d: DatosDevolucion) => [string, string, { html: string; texto: string }[]]
> = {
  aceptada: (d) => [
    `${d.tienda} aceptó la devolución del pedido #${d.numero}`,
    'Cómo devolver tu compra',
    [
      hola(d.saludo),
      parrafo(`${d.tienda} aceptó la devolución de tu pedido #${d.numero}. Para enviar el producto:`),
      ...(d.texto ? [nota('Instrucciones:', d.texto)] : []),
      parrafo('Cuando lo reciba, te devuelve el dinero. La devolución no tiene costo para vos (Ley 24.240, art. 34).'),
    ],
  ],
  rechazada: (d) => [
    `${d.tienda} rechazó la devolución del pedido #${d.numero}`,
    'Tu devolución fue rechazada',
    [
      hola(d.saludo),
      parrafo(`${d.tienda} rechazó la devolución de tu pedido #${d.numero}.`),
      ...(d.texto ? [nota('Motivo:', d.texto)] : []),
      parrafo('Si no estás de acuerdo, escribile desde el chat del pedido.'),
    ],
  ],
  reembolsada: (d) => [
    `Te devolvieron el dinero del pedido #${d.numero}`,
    'Te devolvieron el dinero',
    [
      hola(d.saludo),
      parrafo(`${d.tienda} recibió el producto que devolviste y te reintegró ${formatPrice(d.total)}.`),
      d.metodo === 'MERCADO_PAGO'
        ? parrafo('Mercado Pago lo acredita en el medio con que pagaste; según el medio, puede tardar unos días.')
        : nota('Cómo te lo devolvió:', d.texto ?? 'Por transferencia'),
    ],
  ],
};

export function renderizar<P extends NombrePlantilla>(plantilla: P, datos: DatosPlantillas[P], url: Enlazar): Correo {
  return PLANTILLAS[plantilla](datos, url);
}

export const esPlantilla = (nombre: unknown): nombre is NombrePlantilla =>
  typeof nombre === 'string' && Object.hasOwn(PLANTILLAS, nombre);
