/** A rating column as the API returns it (numeric comes back as text): products, shops and reviews share it. */
export const aCalificacion = (valor: string | number | null | undefined): number | null =>
  valor == null ? null : Number(valor);
