import type { ItemMasivoVoz } from '@feria/contracts';

// The success texts of the voice dialogs (docs/producto/voz-grabador.md#estados-del-grabador), with real plurals.

/**
 * 'N productos creados exitosamente', and the ones saved disabled for lack of stock or photo
 * (docs/producto/voz.md#sin-stock-o-sin-foto): where to enable them.
 */
export function exitoCreacion(creados: number, deshabilitados: number): string {
  const texto = creados === 1 ? '1 producto creado exitosamente.' : `${creados} productos creados exitosamente.`;
  if (deshabilitados === 0) return texto;
  if (deshabilitados === 1)
    return `${texto} ${creados === 1 ? 'Quedó' : '1 quedó'} deshabilitado: habilitalo desde Mis productos cuando le agregues lo que le falta.`;
  return `${texto} ${deshabilitados === creados ? 'Quedaron' : `${deshabilitados} quedaron`} deshabilitados: habilitalos desde Mis productos cuando les agregues lo que les falta.`;
}

const enumerar = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} y ${xs.at(-1)}`;

/** docs/producto/voz-grabador.md#estados-del-grabador '¡N producto(s) del tipo "X" modificado(s) exitosamente!'; several types are each named. */
export function exitoMasivo(n: number, datos: ItemMasivoVoz): string {
  const tipos = datos.tipos_producto?.length ? datos.tipos_producto : [datos.tipo_producto];
  const deQue = tipos.length === 1 ? `del tipo "${tipos[0]}"` : `de los tipos ${enumerar(tipos.map((t) => `"${t}"`))}`;
  return `¡${n} producto(s) ${deQue} modificado(s) exitosamente!`;
}
