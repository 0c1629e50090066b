import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { MENSAJES, deriveProductoDetalle, rutaProducto, uuidParam } from '@feria/contracts';
import type { Producto, ProductoImagen } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useProducto, useProductoImagenes, useTiendaDelProducto } from '../api/producto';
import { MasProductos } from './mas-productos';
import { ProductoDetalleView } from './producto-detalle-view';
import { ProductoNotFound } from './producto-not-found';

const isNotFound = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);

/** Product page (docs/producto/rutas.md#tabla-de-rutas productos, docs/producto/api.md#productos): product and images load in parallel; `compra` is the buy box the route composes. */
export function ProductoPage({
  id,
  compra,
  resenas,
}: {
  id: string;
  compra?: (producto: Producto) => ReactNode;
  resenas?: (producto: Producto) => ReactNode;
}) {
  const valid = uuidParam.safeParse(id).success;
  const producto = useProducto(id, valid);
  const imagenes = useProductoImagenes(id, valid);
  const tienda = useTiendaDelProducto(producto.data?.idEmprendimiento);
  useUrlLegible(producto.data);

  // docs/producto/api.md#productos/docs/producto/errores.md: without an image list (failed or empty) fall back to the product's own image.
  const images = useMemo<ProductoImagen[]>(() => {
    if (imagenes.data && imagenes.data.length > 0) return imagenes.data;
    const ruta = producto.data?.rutaImagen;
    return ruta ? [{ id: 0, url: ruta, principal: true, orden: 0 }] : [];
  }, [imagenes.data, producto.data?.rutaImagen]);
  const detalle = useMemo(
    () => (producto.data ? deriveProductoDetalle(producto.data, images) : undefined),
    [producto.data, images],
  );

  const notFound = !valid || isNotFound(producto.error);
  const titulo = detalle?.nombre ?? (notFound ? MENSAJES.productoNoEncontrado : 'Producto');
  useDocumentTitle(titulo);

  if (notFound) return <ProductoNotFound />;
  if (producto.isError) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
        <ErrorState
          message={producto.error.message}
          onRetry={() => {
            void producto.refetch();
            if (imagenes.isError) void imagenes.refetch();
          }}
        />
      </Box>
    );
  }
  if (!detalle) return <LoadingState label="Cargando producto..." minHeight={360} />;
  return (
    <ProductoDetalleView
      detalle={detalle}
      imagesReady={!imagenes.isPending}
      compra={producto.data && compra ? compra(producto.data) : undefined}
      valoracion={
        producto.data
          ? {
              calificacion: producto.data.calificacion,
              numReseñas: producto.data.numReseñas,
              vendidos: producto.data.vendidos,
            }
          : undefined
      }
      tiendaPublica={tienda.data}
      mediosDePago={producto.data?.mediosDePago}
    >
      {producto.data && resenas?.(producto.data)}
      <MasProductos
        idEmprendimiento={detalle.idEmprendimiento}
        nombreEmprendimiento={detalle.nombreEmprendimiento}
        excluirId={detalle.id}
        slug={tienda.data?.slug}
      />
    </ProductoDetalleView>
  );
}

/** `/productos/{id}` (or an old name's slug) shows the readable `/productos/{id}-{slug}` (decision 040). */
function useUrlLegible(producto: { id: string; nombre: string } | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const ruta = producto ? rutaProducto(producto) : null;
  useEffect(() => {
    if (!ruta || !location.pathname.startsWith('/productos/') || location.pathname === ruta) return;
    void navigate({ pathname: ruta, search: location.search, hash: location.hash }, { replace: true });
  }, [ruta, location.pathname, location.search, location.hash, navigate]);
}
