import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Chip, Link, Stack, Typography } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { rutaProducto, type Favorito } from '@feria/contracts';
import { ProductImage } from '../../../components/ui/product-card';
import { derivePrecio, Price } from '../../../components/ui/price';
import { formatPrice } from '../../../lib/format';
import { useCambiarFavorito } from '../api/favoritos';
import { alertaViva, bajoDePrecio } from '../favoritos-reglas';
import { useSesionFavoritos } from '../sesion-favoritos';
import { BotonAlerta } from './boton-alerta';
import { AVISAME_STOCK } from './favorito-en-producto';

export const AVISAME_PRECIO = 'Avisame si baja de precio';

/**
 * One saved product (docs/producto/favoritos-pantallas.md#lista): its price today ('Bajó de precio'
 * when it is below the saved one), 'Sin stock' or 'No disponible', its alerts and 'Quitar'.
 */
export function FavoritoItem({ favorito }: { favorito: Favorito }) {
  const { producto, disponible, alertas } = favorito;
  const sesion = useSesionFavoritos();
  const quitar = useCambiarFavorito();
  const precio = derivePrecio({ ...producto, precio: producto.precioDesde ?? producto.precio });
  const sinStock = producto.stock <= 0;
  const bajo = disponible && bajoDePrecio(favorito);
  const idTitulo = `favorito-${producto.id}`;
  return (
    <Card component="li" aria-labelledby={idTitulo} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: { xs: 88, sm: 112 },
            flexShrink: 0,
            aspectRatio: '1 / 1',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            opacity: disponible ? 1 : 0.6,
          }}
        >
          <ProductImage src={producto.rutaImagen} nombre={producto.nombre} />
        </Box>
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={idTitulo} component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={rutaProducto(producto)} color="inherit" underline="hover">
              {producto.nombre}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            por {producto.nombreEmprendimiento}
          </Typography>
          {disponible && (
            <Box>
              {producto.precioDesde != null && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  Desde
                </Typography>
              )}
              <Price {...precio} />
            </Box>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {!disponible && <Chip size="small" label="No disponible" />}
            {disponible && sinStock && <Chip size="small" label="Sin stock" color="default" variant="outlined" />}
            {bajo && favorito.precioAlGuardar !== null && (
              <Chip size="small" color="success" icon={<TrendingDownIcon aria-hidden />} label="Bajó de precio" />
            )}
          </Stack>
          {bajo && favorito.precioAlGuardar !== null && (
            <Typography variant="body2" color="text.secondary">
              Cuando lo guardaste costaba {formatPrice(favorito.precioAlGuardar)}.
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ pt: 0.5, flexWrap: 'wrap' }}>
            {disponible && (
              <BotonAlerta
                size="small"
                etiqueta={AVISAME_PRECIO}
                alerta={alertaViva(alertas, 'precio')}
                crear={{ tipo: 'precio', idProducto: producto.id }}
              />
            )}
            {disponible && sinStock && (
              <BotonAlerta
                size="small"
                etiqueta={AVISAME_STOCK}
                alerta={alertaViva(alertas, 'stock')}
                crear={{ tipo: 'stock', idProducto: producto.id }}
              />
            )}
            {/* Sold-out variants the buyer watches from the product page: each can be turned off here. */}
            {disponible &&
              alertas
                .filter((a) => a.tipo === 'stock' && a.cumplidaEn === null && a.idVariante !== null)
                .map((a) => (
                  <BotonAlerta
                    key={a.id}
                    size="small"
                    etiqueta={`${AVISAME_STOCK}: ${a.textoVariante ?? ''}`}
                    alerta={a}
                    crear={{ tipo: 'stock', idProducto: producto.id, idVariante: a.idVariante }}
                  />
                ))}
            <Button
              size="small"
              color="inherit"
              aria-label={`Quitar de favoritos: ${producto.nombre}`}
              disabled={quitar.isPending}
              onClick={() =>
                quitar.mutate(
                  { idProducto: producto.id, guardar: false },
                  { onError: (e) => sesion?.avisar(e.message, 'error') },
                )
              }
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              Quitar
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
