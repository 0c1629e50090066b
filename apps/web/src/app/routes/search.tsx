import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { TAMANOS_IMAGEN } from '@feria/contracts';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  buscarEmprendimientosConsulta,
  buscarProductosConsulta,
  rubrosConsulta,
  tiposProductoConsulta,
  useBuscarEmprendimientos,
  useBuscarProductos,
  useRubros,
  useTiposProducto,
} from '../../features/catalogo-publico';
import {
  ActiveFilters,
  EmprendimientosResults,
  ProductResults,
  SearchFilters,
  SearchHeader,
  activeFilterCount,
  clearFilters,
  readSearchState,
  searchTitle,
  toEmprendimientoQuery,
  toProductoQuery,
  writeSearchState,
  type SearchState,
} from '../../features/search';
import { imagenPrincipal, type DatosIniciales } from '../datos-iniciales';

/** The results, the shops found and the filters' options, from the URL as the page reads it (decision 075). */
export const datosIniciales: DatosIniciales = async ({ search, leer }) => {
  const state = readSearchState(search);
  const shopQuery = toEmprendimientoQuery(state);
  const [productos] = await Promise.all([
    leer(buscarProductosConsulta(toProductoQuery(state))),
    shopQuery !== null ? leer(buscarEmprendimientosConsulta(shopQuery)) : undefined,
    leer(tiposProductoConsulta()),
    leer(rubrosConsulta()),
  ]);
  // The first card's image is the page's largest on a phone.
  return { imagenPrincipal: imagenPrincipal(productos?.content[0]?.rutaImagen, TAMANOS_IMAGEN.tarjeta) };
};

/** /search?q=&tipo=&min=&max=&rubro=&opcion=&page= (docs/producto/rutas.md#tabla-de-rutas). The URL is the state. */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  useDocumentTitle(searchTitle(state.q));

  const productos = useBuscarProductos(toProductoQuery(state));
  const shopQuery = toEmprendimientoQuery(state);
  const emprendimientos = useBuscarEmprendimientos(shopQuery);
  const tipos = useTiposProducto();
  const rubros = useRubros();

  // Filters keep the scroll position; a new page starts at the top (ScrollRestoration).
  const applyFilters = (next: SearchState) => setParams(writeSearchState(next), { preventScrollReset: true });
  const goToPage = (page: number) => setParams(writeSearchState({ ...state, page }));

  const browsingRubro = state.rubro !== undefined && !state.q;
  const rubroNombre = rubros.data?.find((r) => r.idRubro === state.rubro)?.nombre;
  const showShops =
    shopQuery !== null &&
    (browsingRubro || emprendimientos.isPending || (emprendimientos.data?.length ?? 0) > 0 || emprendimientos.isError);
  const hasFilters = activeFilterCount(state) > 0;

  return (
    <Box>
      <SearchHeader
        state={state}
        total={productos.isError || productos.isPlaceholderData ? undefined : productos.data?.totalElements}
        masDe={productos.data?.masDe}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '248px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <SearchFilters
          state={state}
          tipos={tipos}
          rubros={rubros}
          facetas={productos.data?.facetas}
          onChange={applyFilters}
        />
        <Box sx={{ minWidth: 0 }}>
          <ActiveFilters state={state} tipos={tipos.data} rubros={rubros.data} onChange={applyFilters} />
          {shopQuery !== null && (
            <EmprendimientosResults query={emprendimientos} rubroNombre={rubroNombre} browsingRubro={browsingRubro} />
          )}
          <ProductResults
            state={state}
            query={productos}
            hasFilters={hasFilters}
            showHeading={showShops}
            onPageChange={goToPage}
            onClearFilters={() => applyFilters(clearFilters(state))}
            rubros={rubros.data}
          />
        </Box>
      </Box>
    </Box>
  );
}
