import { API_BASES } from '../../../lib/api-base';

const seg = (value: string) => encodeURIComponent(value);

/** Issue #3 API paths of the seller (§7.2) and buyer (§7.3) areas used by the account checks. */
export const accountPaths = {
  verificarEmprendedor: (userId: string) => `${API_BASES.emprendedor}/emprendimientos/verificar/${seg(userId)}`,
  verificarComprador: (userId: string) => `${API_BASES.comprador}/compradores/${seg(userId)}/verificar`,
  compradorEliminado: (id: string) => `${API_BASES.comprador}/compradores/${seg(id)}/eliminado`,
  emprendimiento: (idOrUserId: string) => `${API_BASES.emprendedor}/emprendimientos/${seg(idOrUserId)}`,
  desactivar: (userId: string) => `${API_BASES.emprendedor}/emprendimientos/desactivar/${seg(userId)}`,
  consultarEstado: (id: string) => `${API_BASES.emprendedor}/emprendimientos/consultarEstado/${seg(id)}`,
};
