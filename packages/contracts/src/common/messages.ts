/**
 * Every Spanish text of the product that more than one place reads (docs/producto/validacion.md, docs/producto/errores.md): schema
 * messages, API error texts (the error catalogue in errores.ts points here), the web's defaults
 * when a call fails without a server message. Each text is written once in these files (a test
 * says so); the sections only group them by area.
 *
 * One module per area (mensajes/): a bundle holds the areas its code reads, not every text of the
 * product (the web's start bundle reads the general and the profile texts only; docs/arquitectura.md#rendimiento).
 */
export * from './mensajes/generales';
export * from './mensajes/perfil';
export * from './mensajes/cuenta';
export * from './mensajes/producto';
export * from './mensajes/imagen';
export * from './mensajes/catalogo';
export * from './mensajes/apariencia';
export * from './mensajes/venta';
export * from './mensajes/voz';
export * from './mensajes/arrepentimiento';
export * from './mensajes/resena';
export * from './mensajes/chat';
export * from './mensajes/promocion';
export * from './mensajes/correo';
export * from './mensajes/envio';
export * from './mensajes/direccion';
export * from './mensajes/seguimiento';
export * from './mensajes/cuenta-datos';
export * from './mensajes/pregunta';
export * from './mensajes/favorito';
export * from './mensajes/notificacion';
export * from './mensajes/carrito-guardado';
