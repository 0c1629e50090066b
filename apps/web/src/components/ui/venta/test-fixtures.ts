// Test-only data for any screen that shows an order (buyer or seller side): never imported by app code.
// Each helper returns a complete, consistent object; a test overrides only what it is about.
import type { DevolucionVenta, SeguimientoEnvio, Venta } from '@feria/contracts';

export const VENTA_ID = '3f1e2d3c-4b5a-4968-8776-655443322110';
export const EMP_ID = '11111111-1111-4111-8111-111111111111';

type Envio = NonNullable<Venta['envio']>;

/** Order #1042 of 'Mates del Sur' for Lucía Gómez: two discounted mates and a bombilla, $ 20.500, unpaid. */
export function ventaFixture(over: Partial<Venta> = {}): Venta {
  return {
    id: VENTA_ID,
    numero: 1042,
    estado: 'pendiente',
    fechaCreacion: '2026-03-05T14:30:00.000Z',
    emprendimientoId: EMP_ID,
    emprendimientoNombre: 'Mates del Sur',
    compradorNombre: 'Lucía Gómez',
    items: [
      {
        idProducto: 'aaaaaaaa-0000-4000-8000-000000000001',
        nombre: 'Mate de calabaza',
        precioUnitario: 8000,
        precioLista: 10000,
        porcentajeDescuento: 20,
        cantidad: 2,
        subtotal: 16000,
      },
      {
        idProducto: 'aaaaaaaa-0000-4000-8000-000000000002',
        nombre: 'Bombilla de alpaca',
        precioUnitario: 4500,
        precioLista: 4500,
        porcentajeDescuento: 0,
        cantidad: 1,
        subtotal: 4500,
      },
    ],
    subtotal: 24500,
    ahorro: 4000,
    descuentoCupon: 0,
    cupon: null,
    envioGratis: false,
    montoEnvio: 0,
    envio: null,
    montoTotal: 20500,
    direccionEnvio: {
      calle: 'Av. Colón',
      numero: '1234',
      pisoDepto: '3B',
      ciudad: 'Córdoba',
      idProvincia: 6,
      codigoPostal: '5000',
      provincia: 'Córdoba',
    },
    pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente', urlPago: 'https://sandbox.example/checkout?pref=1' },
    reservaHasta: '2026-03-05T15:00:00.000Z',
    motivoCancelacion: null,
    historial: [{ fecha: '2026-03-05T14:30:00.000Z', tipo: 'estado', estado: 'pendiente', detalle: 'Pedido creado' }],
    ...over,
  };
}

/** Home delivery to Lucía Gómez in Córdoba, 2 to 5 working days. */
export function envioDomicilioFixture(
  over: Partial<Envio> = {},
  direccion: Partial<NonNullable<Envio['direccion']>> = {},
): Envio {
  return {
    idMetodo: '5b5b5b5b-0000-4000-8000-000000000002',
    tipo: 'DOMICILIO',
    nombre: 'Envío a domicilio',
    diasMin: 2,
    diasMax: 5,
    direccion: {
      destinatario: 'Lucía Gómez',
      telefono: '351 555-1234',
      calle: 'Av. Colón',
      numero: '1234',
      piso: null,
      depto: null,
      ciudad: 'Córdoba',
      idProvincia: 6,
      provincia: 'Córdoba',
      codigoPostal: '5000',
      indicaciones: null,
      ...direccion,
    },
    ...over,
  } as Envio;
}

/** Pickup at the shop's workshop, San Martín 123, weekdays 10 to 18. */
export function envioRetiroFixture(over: Partial<Envio> = {}): Envio {
  return {
    idMetodo: '5b5b5b5b-0000-4000-8000-000000000001',
    tipo: 'RETIRO',
    nombre: 'Retiro en el taller',
    retiro: {
      direccion: { calle: 'San Martín', numero: '123', ciudad: 'Córdoba', idProvincia: 6, provincia: 'Córdoba' },
      horarios: 'lunes a viernes de 10 a 18',
    },
    ...over,
  };
}

/** A shipment recorded with Andreani, code AND123, with its public tracking page. */
export function seguimientoFixture(over: Partial<SeguimientoEnvio> = {}): SeguimientoEnvio {
  return {
    transportista: 'Andreani',
    codigoSeguimiento: 'AND123',
    urlSeguimiento: 'https://www.andreani.com/envio/AND123',
    registradoEn: '2026-03-06T10:00:00.000Z',
    ...over,
  };
}

/** A return the buyer just requested (code ARR-7K3Q9M), with their reason. */
export function devolucionFixture(over: Partial<DevolucionVenta> = {}): DevolucionVenta {
  return {
    id: '9a9a9a9a-0000-4000-8000-000000000001',
    estado: 'solicitada',
    codigo: 'ARR-7K3Q9M',
    motivo: 'No era el color que esperaba',
    instrucciones: null,
    motivoRechazo: null,
    nota: null,
    creadaEn: '2026-03-10T12:00:00.000Z',
    actualizadaEn: '2026-03-10T12:00:00.000Z',
    ...over,
  };
}
