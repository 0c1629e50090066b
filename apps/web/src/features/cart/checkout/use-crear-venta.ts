import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ventasCompradorApi as api, type VentaInput } from '@feria/contracts';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-endpoint';

/**
 * POST ventas with an Idempotency-Key that stays the same while the buyer retries the same order
 * (a lost answer or a double click never makes two orders); a new key only after the server
 * refused the order for a reason the buyer has to fix.
 */
export function useCrearVenta() {
  const client = useQueryClient();
  const clave = useRef<string>(crypto.randomUUID());
  return useMutation({
    retry: false,
    mutationFn: (body: VentaInput) => llamar(api.crear, { headers: { 'idempotency-key': clave.current }, body }),
    onSuccess: () => {
      clave.current = crypto.randomUUID();
      void client.invalidateQueries({ queryKey: [api.crear.recurso] });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429)
        clave.current = crypto.randomUUID();
    },
  });
}
