import type { DemoAtributo } from '../demo-types';

/** Shorthand for the demo files: { Color: 'Negro' } → [{ clave: 'Color', valor: 'Negro' }]. */
export function attrs(valores: Record<string, string>): DemoAtributo[] {
  return Object.entries(valores).map(([clave, valor]) => ({ clave, valor }));
}
