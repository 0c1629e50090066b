import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, InputAdornment, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  type EmprendimientoPublico,
  numeroAR,
  type OrdenEmprendimientos,
  ORDENES_EMPRENDIMIENTOS,
} from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { PagePagination } from '../../../components/ui/page-pagination';
import { EmprendimientoGrid } from '../../../components/ui/emprendimiento-card';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { CampoFiltro } from '../../../components/ui/campo-filtro';
import {
  activeFilterCount,
  clearFilters,
  ORDEN_ETIQUETAS,
  readDirectorioState,
  toListQuery,
  writeDirectorioState,
  type DirectorioState,
} from '../directorio-params';
import { useDirectorio } from '../api/directorio';
import { useProvinciasDirectorio, useRubrosDirectorio } from '../api/referencias';
import { DirectorioFiltros } from './directorio-filtros';
import { DirectorioSkeleton } from './directorio-skeleton';

/**
 * 'Consultar Emprendimientos' (docs/producto/rutas.md#menus buyer menu, docs/producto/entidades.md buyer shop filters): the URL holds every
 * filter, the order and the page. `hrefTienda` says where a card leads in this area.
 */
export function DirectorioPage({ hrefTienda }: { hrefTienda: (e: EmprendimientoPublico) => string }) {
  const [params, setParams] = useSearchParams();
  const state = readDirectorioState(params);
  const lista = useDirectorio(toListQuery(state));
  const rubros = useRubrosDirectorio();
  const provincias = useProvinciasDirectorio();
  // Two quick changes (a province, then the order) must both land: the URL updates in a transition,
  // so a change builds on the last state asked for until the URL has caught up with it.
  const pedido = useRef<DirectorioState | null>(null);
  useEffect(() => {
    if (pedido.current && writeDirectorioState(pedido.current).toString() === params.toString()) pedido.current = null;
  }, [params]);
  const aplicar = (cambio: Partial<DirectorioState>) => {
    const next = { ...(pedido.current ?? state), ...cambio };
    pedido.current = next;
    setParams(writeDirectorioState(next), { preventScrollReset: true });
  };
  const irAPagina = (page: number) => {
    pedido.current = null;
    setParams(writeDirectorioState({ ...state, page: page + 1 }));
  };

  return (
    <Box>
      <PageHeader
        title="Consultar Emprendimientos"
        description="Encontrá tiendas por categoría, ubicación y calificación."
      />
      <Busqueda key={state.q} inicial={state.q} onBuscar={(q) => aplicar({ q, page: 1 })} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '248px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
          mt: 3,
        }}
      >
        <DirectorioFiltros state={state} rubros={rubros} provincias={provincias} onChange={aplicar} />
        <Box component="section" aria-labelledby="directorio-resultados" sx={{ minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
          >
            <Typography
              id="directorio-resultados"
              component="h2"
              variant="body1"
              aria-live="polite"
              sx={{ fontWeight: 600 }}
            >
              {lista.isPending || lista.isError
                ? 'Emprendimientos'
                : `${numeroAR(lista.data.totalElements)} ${lista.data.totalElements === 1 ? 'emprendimiento' : 'emprendimientos'}`}
            </Typography>
            <CampoFiltro
              select
              label="Ordenar por"
              value={state.orden}
              onChange={(e) => aplicar({ orden: e.target.value as OrdenEmprendimientos, page: 1 })}
              sx={{ minWidth: 190 }}
            >
              {ORDENES_EMPRENDIMIENTOS.map((o) => (
                <option key={o} value={o}>
                  {ORDEN_ETIQUETAS[o]}
                </option>
              ))}
            </CampoFiltro>
          </Stack>
          {lista.isPending ? (
            <DirectorioSkeleton />
          ) : lista.isError ? (
            <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
          ) : lista.data.content.length === 0 ? (
            <EmptyState
              title="No encontramos emprendimientos con esos filtros"
              description={
                state.verificados
                  ? 'Probá con otra categoría o ubicación.'
                  : 'Probá con otra categoría, ubicación o calificación.'
              }
              action={
                activeFilterCount(state) > 0 ? (
                  <Button variant="contained" onClick={() => aplicar(clearFilters(state))}>
                    Limpiar filtros
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Box
              aria-busy={lista.isPlaceholderData}
              sx={{ opacity: lista.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <EmprendimientoGrid emprendimientos={lista.data.content} hrefDe={hrefTienda} mostrarDescripcion />
              <PagePagination
                page={state.page - 1}
                totalPages={lista.data.totalPages}
                onChange={irAPagina}
                label="Páginas de emprendimientos"
              />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The name search; typing changes nothing until it is sent (keyed by the URL's text so back/forward re-syncs it). */
function Busqueda({ inicial, onBuscar }: { inicial: string; onBuscar: (q: string) => void }) {
  const [q, setQ] = useState(inicial);
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    onBuscar(q.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Buscar emprendimientos"
      onSubmit={enviar}
      sx={{ display: 'flex', gap: 1, maxWidth: 640 }}
    >
      <CampoFiltro
        label="Buscar por nombre"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        fullWidth
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        Buscar
        <Box component="span" sx={visuallyHidden}>
          {' '}
          emprendimientos
        </Box>
      </Button>
    </Box>
  );
}
