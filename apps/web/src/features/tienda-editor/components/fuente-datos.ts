/** A read the route passes in (a TanStack Query result fits): the editor shows its loading and error states. */
export interface FuenteDatos<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}
