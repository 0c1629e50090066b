import { Button, IconButton } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useCambiarFavorito, useIdsFavoritos } from '../api/favoritos';
import { guardarFavoritoPendiente } from '../favorito-pendiente';
import { useSesionFavoritos } from '../sesion-favoritos';

export const GUARDAR = 'Guardar en favoritos';
export const QUITAR = 'Quitar de favoritos';

/** Saved hearts are filled in a red readable on the image and on both modes' backgrounds. */
const ROJO = { color: '#E11D48' } as const;

/**
 * The heart (docs/producto/favoritos-pantallas.md#corazon): a toggle (aria-pressed) that saves or
 * removes the product at once and goes back if the call fails. A visitor's press is kept and the
 * login starts; back as a buyer, the product is saved. The server paints it as an outline heart.
 * `forma`: an icon over a card's image, or a button with its text on the product page.
 */
export function BotonFavorito({
  idProducto,
  nombre,
  forma = 'icono',
}: {
  idProducto: string;
  /** Names the product in a card's button (many hearts on one page). */
  nombre?: string | undefined;
  forma?: 'icono' | 'boton';
}) {
  const sesion = useSesionFavoritos();
  const comprador = sesion?.quien === 'comprador';
  const ids = useIdsFavoritos(comprador);
  const cambiar = useCambiarFavorito();
  if (!sesion || sesion.quien === 'otro') return null;
  const guardado = comprador && (ids.data?.includes(idProducto) ?? false);
  const texto = guardado ? QUITAR : GUARDAR;
  const onClick = () => {
    if (!comprador) {
      guardarFavoritoPendiente(idProducto);
      sesion.ingresar();
      return;
    }
    cambiar.mutate({ idProducto, guardar: !guardado }, { onError: (error) => sesion.avisar(error.message, 'error') });
  };
  const icono = guardado ? <FavoriteIcon sx={ROJO} /> : <FavoriteBorderIcon />;
  if (forma === 'boton') {
    return (
      <Button variant="outlined" color="inherit" aria-pressed={guardado} startIcon={icono} onClick={onClick}>
        {texto}
      </Button>
    );
  }
  return (
    <IconButton
      aria-pressed={guardado}
      aria-label={nombre ? `${texto}: ${nombre}` : texto}
      onClick={onClick}
      sx={(theme) => ({
        width: 40,
        height: 40,
        color: '#111827',
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        boxShadow: 1,
        '&:hover': { bgcolor: '#FFFFFF' },
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {icono}
    </IconButton>
  );
}
