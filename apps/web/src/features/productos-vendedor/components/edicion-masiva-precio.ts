// docs/producto/edicion-masiva.md#porcentaje on the client, for the dialog's live example only:
// the server computes the stored prices from its own.

/** A price times (100 + p) / 100, rounded to the peso, never below $ 1; a price of 0 stays 0. */
export function precioConPorcentaje(precio: number, porcentaje: number): number {
  if (precio <= 0) return precio;
  return Math.max(Math.round((precio * (100 + porcentaje)) / 100), 1);
}

/**
 * A percentage as typed: "10", "+10", "-15", "−15", "12,5", "10 %". Anything else is undefined, so
 * the contracts schema answers with its own message.
 */
export function porcentajeDesdeTexto(texto: string): number | undefined {
  const t = texto.replace(/\s|%/g, '').replace('−', '-').replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
}

/** A stock as typed ("12"; "3,5" and "-1" are read too, so the schema says what is wrong); else undefined. */
export function stockDesdeTexto(texto: string): number | undefined {
  const t = texto.trim().replace('−', '-').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
}
