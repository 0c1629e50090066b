import { useQuery } from '@tanstack/react-query';
import { correosAdminApi as api } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The outbox's two reads (contracts `correosAdminApi`, decision 026). A mail never changes once
// written; the list is read again when the page is opened or on 'Actualizar'.

export function useCorreos() {
  return useQuery(consulta(api.correos, {}));
}

export function useCorreo(nombre: string | null) {
  return useQuery({
    ...consulta(api.correo, { params: { nombre: nombre ?? '' } }),
    enabled: nombre !== null,
    staleTime: Infinity,
  });
}
