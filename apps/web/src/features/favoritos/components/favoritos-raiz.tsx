import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCambiarFavorito } from '../api/favoritos';
import { tomarFavoritoPendiente } from '../favorito-pendiente';
import { SesionFavoritosContext, type QuienFavoritos } from '../sesion-favoritos';
import type { Aviso } from './aviso-favoritos';

/** Without the notice's chunk (the network is gone): the text alone, still announced. */
function AvisoSimple({ aviso }: { aviso: Aviso }) {
  return (
    <Box
      role={aviso.tipo === 'error' ? 'alert' : 'status'}
      sx={(theme) => ({
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        zIndex: theme.zIndex.snackbar,
        p: 2,
        borderRadius: 1,
        color: theme.palette.common.white,
        bgcolor: aviso.tipo === 'error' ? theme.palette.error.main : theme.palette.success.dark,
      })}
    >
      {aviso.texto}
    </Box>
  );
}

// The notice's Snackbar is its own chunk, out of the app's start bundle: most visits never show one.
const AvisoFavoritos = lazy(() =>
  import('./aviso-favoritos').catch(() => ({
    default: ({ aviso }: { aviso: Aviso }) => <AvisoSimple aviso={aviso} />,
  })),
);

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
        <Suspense fallback={null}>
          <AvisoFavoritos key={aviso.clave} aviso={aviso} onClose={() => setAviso(null)} />
        </Suspense>
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
