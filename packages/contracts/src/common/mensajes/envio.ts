// docs/producto/envios.md: the Spanish texts of a shop's delivery options, for the schemas, the
// catalogue's codes and the seller's screen.

export const MENSAJES_ENVIO = {
  obtener: 'No se pudieron cargar los métodos de envío.',
  guardar: 'No se pudieron guardar los métodos de envío.',
  tipo: 'Elegí un tipo de envío: retiro, envío a domicilio o a coordinar',
  sinMetodos: 'Agregá al menos un método de envío',
  tiendaSinEnvios:
    'Este emprendimiento todavía no configuró cómo entrega sus pedidos, así que por ahora no se puede comprar.',
  demasiadosMetodos: 'Podés tener hasta 10 métodos de envío',
  idRepetido: 'Un método de envío está repetido',
  metodoAjeno: 'Uno de los métodos de envío ya no existe en tu tienda. Recargá la página y volvé a intentar.',
  nombre: 'Poné un nombre para el método (por ejemplo, "Retiro en el local")',
  nombreLargo: 'El nombre no puede superar los 60 caracteres',
  calle: 'La calle es obligatoria',
  numero: 'El número es obligatorio',
  ciudad: 'La ciudad es obligatoria',
  provincia: 'Elegí la provincia',
  horarios: 'Contá qué días y en qué horario se puede retirar',
  horariosLargo: 'Los horarios no pueden superar los 200 caracteres',
  sinZonas: 'Agregá al menos una zona de envío',
  demasiadasZonas: 'Podés tener hasta 25 zonas',
  sinProvincias: 'Elegí al menos una provincia para la zona',
  restoConProvincias: 'La zona "Resto del país" no lleva provincias',
  dosRestos: 'Solo una zona puede ser "Resto del país"',
  provinciaRepetida: 'Cada provincia puede estar en una sola zona',
  costo: 'El costo tiene que ser un monto en pesos de 0 o más (hasta $ 9.999.999)',
  dias: 'Los días tienen que ser un número entero entre 0 y 60',
  diasInvertidos: 'Los días máximos no pueden ser menos que los mínimos',
  gratisDesde: 'El monto para envío gratis tiene que ser mayor a 0 (hasta $ 9.999.999)',
  provinciaConsulta: 'Elegí una provincia válida',
} as const;
