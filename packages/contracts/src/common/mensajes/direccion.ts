// docs/producto/direcciones.md: the Spanish texts of a buyer's saved addresses, for the schemas, the
// catalogue's codes and the buyer's screen.

export const MENSAJES_DIRECCION = {
  noEncontrada: 'No encontramos esa dirección: puede que ya la hayas borrado',
  /** docs/producto/direcciones.md#limites: DIRECCIONES_MAX (a test keeps the number in step). */
  demasiadas: 'Podés guardar hasta 10 direcciones. Borrá alguna para agregar otra',
  cpaDeOtraProvincia: 'El código postal no corresponde a la provincia elegida: revisá la letra del principio',
  telefonoRequerido: 'Ingresá un teléfono de contacto para la entrega',
} as const;
