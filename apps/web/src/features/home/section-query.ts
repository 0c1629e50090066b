/**
 * What a home section needs from a TanStack query. The route passes the hook results of
 * catalogo-publico (features never import each other, docs/arquitectura.md#capas).
 */
export interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}
