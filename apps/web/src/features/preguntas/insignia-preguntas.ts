import { usePreguntasSinResponder } from './api/preguntas';

export const RUTA_PREGUNTAS_VENDEDOR = '/dashboard-emprendedor/preguntas';

export const etiquetaSinResponder = (n: number) =>
  n === 1 ? '1 pregunta sin responder' : `${n} preguntas sin responder`;

/**
 * The badge next to 'Preguntas' in the seller's menu (docs/producto/preguntas-pantallas.md#panel):
 * the questions still without an answer; the live 'pregunta.nueva' refreshes it.
 */
export function useInsigniaPreguntas(enabled: boolean) {
  const cantidad = usePreguntasSinResponder(enabled).data?.cantidad ?? 0;
  if (!enabled || cantidad === 0) return undefined;
  return { [RUTA_PREGUNTAS_VENDEDOR]: { cantidad, etiqueta: etiquetaSinResponder(cantidad) } };
}
