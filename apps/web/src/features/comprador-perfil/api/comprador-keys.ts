/** Query keys of the buyer's own record; keyed by the identity user id (the token's sub). */
const all = ['comprador-perfil'] as const;

export const compradorKeys = {
  all,
  perfil: (userId: string) => [...all, userId] as const,
};

export const COMPRADORES_PATH = '/api/comprador/v1/compradores';
