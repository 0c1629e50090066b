import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { MENSAJES, deriveProductoDetalle, rutaProducto, uuidParam } from '@feria/contracts';
import type { Producto, ProductoImagen } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useProducto, useProductoImagenes, useTiendaDelProducto } from '../api/producto';
import { MasProductos } from './mas-productos';
import { formatPrice } from '../../../lib/format';
import { stockLabel } from '../producto-text';
import { ProductoDetalleView } from './producto-detalle-view';
import { ProductoNotFound } from './producto-not-found';
import { ProductoOpciones } from './producto-opciones';
import {
  elegir,
  opcionFaltante,
  rangoDePrecios,
  textoEleccion,
  varianteElegida,
  type Eleccion,
  type OpcionElegible,
  type VarianteElegible,
} from '../variantes-eleccion';

/** What the page tells the buy box of the buyer's choice (docs/producto/variantes.md). */
export interface EleccionProducto {
  variante: VarianteElegible | null;
  /** 'Elegí un talle' while an option is missing (null for a product without options). */
  faltante: string | null;
  /** The chosen variant's picture url, for the cart line. */
  imagen: string | null;
}

type ConVariantes = Producto & { opciones?: OpcionElegible[]; variantes?: VarianteElegible[] };
const SIN_OPCIONES: OpcionElegible[] = [];
const SIN_VARIANTES: VarianteElegible[] = [];

const isNotFound = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);

/** Product page (docs/producto/rutas.md#tabla-de-rutas productos, docs/producto/api.md#productos): product and images load in parallel; `compra` is the buy box the route composes. */
export function ProductoPage({
  id,
  compra,
  resenas,
  preguntas,
}: {
  id: string;
  compra?: (producto: Producto, eleccion: EleccionProducto) => ReactNode;
  resenas?: (producto: Producto) => ReactNode;
  /** 'Preguntas y respuestas' (docs/producto/preguntas-pantallas.md#en-la-pagina), composed by the route. */
  preguntas?: (producto: Producto) => ReactNode;
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
  // docs/producto/variantes.md: nothing is chosen at first (the server-painted page is the same);
  // the price, stock and picture follow a full choice, and before it the price is the lowest.
  const [eleccion, setEleccion] = useState<Eleccion>({});
  const opciones = (producto.data as ConVariantes | undefined)?.opciones ?? SIN_OPCIONES;
  const variantes = (producto.data as ConVariantes | undefined)?.variantes ?? SIN_VARIANTES;
  const variante = varianteElegida(opciones, variantes, eleccion);
  const rango = producto.data ? rangoDePrecios(producto.data.precio, variantes) : null;
  const precioDesde = !variante && rango !== null && rango.desde !== rango.hasta;
  const desde = rango?.desde;
  const detalle = useMemo(() => {
    if (!producto.data) return undefined;
    const p = producto.data;
    const visto = variante
      ? { ...p, precio: variante.precio ?? p.precio, stock: variante.stock }
      : desde !== undefined
        ? { ...p, precio: desde }
        : p;
    return deriveProductoDetalle(visto, images);
  }, [producto.data, images, variante, desde]);

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
      compra={
        producto.data && compra
          ? compra(producto.data, {
              variante,
              faltante: variantes.length ? opcionFaltante(opciones, eleccion) : null,
              imagen: images.find((i) => i.id === variante?.idImagen)?.url ?? null,
            })
          : undefined
      }
      opciones={
        opciones.length > 0 && variantes.length > 0 ? (
          <ProductoOpciones
            idProducto={detalle.id}
            opciones={opciones}
            variantes={variantes}
            eleccion={eleccion}
            onElegir={(indice, valor) => setEleccion((e) => elegir(opciones, variantes, e, indice, valor))}
            resumen={
              variante
                ? `${textoEleccion(opciones, variante.valores)}: ${formatPrice(detalle.price)}, ${stockLabel(variante.stock).text}`
                : null
            }
          />
        ) : undefined
      }
      idImagenElegida={variante?.idImagen}
      precioDesde={precioDesde}
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
      {producto.data && preguntas?.(producto.data)}
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
