import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { direccionesApi } from '@feria/contracts';
import { guardarProvinciaEnvio, useProvinciaEnvio } from '../../features/cart';
import { consulta } from '../../lib/api-endpoint';

/**
 * docs/producto/envios-pantallas.md#provincia: a signed-in buyer who has not chosen a province in
 * this browser sees delivery costs to their default saved address's province, read once after the
 * session is known (never among a page's first reads).
 */
export function useProvinciaDelComprador(esComprador: boolean) {
  const elegida = useProvinciaEnvio();
  const direcciones = useQuery({
    ...consulta(direccionesApi.listar, {}),
    enabled: esComprador && elegida === null,
    retry: false,
    staleTime: Infinity,
  });
  const predeterminada = direcciones.data?.find((d) => d.predeterminada) ?? direcciones.data?.[0];
  useEffect(() => {
    if (elegida === null && predeterminada)
      guardarProvinciaEnvio({ idProvincia: predeterminada.idProvincia, nombre: predeterminada.provincia });
  }, [elegida, predeterminada]);
}
