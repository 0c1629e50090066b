/** The parts of a TanStack query result the search views read; the route passes catalogo-publico's hooks. */
export interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  isPlaceholderData?: boolean;
}
