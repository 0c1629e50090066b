import { createContext, useContext } from 'react';

/**
 * Who presses the hearts (docs/producto/favoritos-pantallas.md#corazon): a signed-in buyer saves;
 * a visitor (or anyone while the session is not known yet) is asked to sign in; a seller or an
 * admin, who do not buy, see no heart.
 */
export type QuienFavoritos = 'comprador' | 'visitante' | 'otro';

export interface SesionFavoritos {
  quien: QuienFavoritos;
  /** Starts the login, coming back to this page. */
  ingresar: () => void;
  /** A short notice on screen (the public pages have no other). */
  avisar: (texto: string, tipo: 'exito' | 'error') => void;
}

export const SesionFavoritosContext = createContext<SesionFavoritos | null>(null);

/** Null outside the app's provider: then no heart and no alert are shown. */
export function useSesionFavoritos(): SesionFavoritos | null {
  return useContext(SesionFavoritosContext);
}
