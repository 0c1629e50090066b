import { useQuery } from '@tanstack/react-query';
import { emprendimientoPropioQuery } from '../../../lib/cuenta';

/**
 * GET /{userId} (spec §7.2): the caller's own emprendimiento, with bank data and review state —
 * the same cached query the guards and the seller pages read (lib/cuenta.ts).
 */
export function useMiEmprendimiento(userId: string | undefined) {
  return useQuery({ ...emprendimientoPropioQuery(userId ?? ''), enabled: Boolean(userId) });
}
