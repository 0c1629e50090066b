import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useCambiarFavorito } from '../api/favoritos';
import { tomarFavoritoPendiente } from '../favorito-pendiente';
import { SesionFavoritosContext, type QuienFavoritos } from '../sesion-favoritos';

interface Aviso {
  texto: string;
  tipo: 'exito' | 'error';
  clave: number;
}

/**
 * The hearts' session for every page below it, its notices, and the heart a visitor pressed
 * before signing in: saved once they are back as a buyer (docs/producto/favoritos-pantallas.md#visitante).
 */
export function FavoritosRaiz({
  quien,
  ingresar,
  children,
}: {
  quien: QuienFavoritos;
  ingresar: () => void;
  children: ReactNode;
}) {
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const avisar = useCallback((texto: string, tipo: Aviso['tipo']) => setAviso({ texto, tipo, clave: Date.now() }), []);
  const valor = useMemo(() => ({ quien, ingresar, avisar }), [quien, ingresar, avisar]);
  return (
    <SesionFavoritosContext.Provider value={valor}>
      {children}
      {quien === 'comprador' && <GuardarPendiente avisar={avisar} />}
      {aviso && (
        <Snackbar
          key={aviso.clave}
          open
          autoHideDuration={6000}
          onClose={(_, motivo) => motivo !== 'clickaway' && setAviso(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={aviso.tipo === 'error' ? 'error' : 'success'}
            variant="filled"
            role={aviso.tipo === 'error' ? 'alert' : 'status'}
            onClose={() => setAviso(null)}
            closeText="Cerrar aviso"
            sx={{ width: '100%' }}
          >
            {aviso.texto}
          </Alert>
        </Snackbar>
      )}
    </SesionFavoritosContext.Provider>
  );
}

export const TEXTO_GUARDADO_AL_VOLVER = 'Guardamos el producto en tus favoritos.';

/** Saves the visitor's heart once: reading the record takes it, so a second render finds nothing. */
function GuardarPendiente({ avisar }: { avisar: (texto: string, tipo: 'exito' | 'error') => void }) {
  const cambiar = useCambiarFavorito();
  const { mutate } = cambiar;
  useEffect(() => {
    const idProducto = tomarFavoritoPendiente();
    if (!idProducto) return;
    mutate(
      { idProducto, guardar: true },
      {
        onSuccess: () => avisar(TEXTO_GUARDADO_AL_VOLVER, 'exito'),
        onError: (error) => avisar(error.message, 'error'),
      },
    );
  }, [mutate, avisar]);
  return null;
}
