import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { CambioMasivo, EstadoEmprendimiento, ProductoVendedor } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useCambiarHabilitado, useEdicionMasiva, useEliminarProducto, useMisProductos } from '../api/productos';
import { RUTAS_PRODUCTOS } from '../paths';
import {
  filtrarProductos,
  filtrosAParams,
  filtrosDesdeParams,
  FILTROS_VACIOS,
  hayFiltros,
  tiposEnUso,
  type FiltrosProductos,
} from '../productos-filtro';
import { ProductosFiltros } from './productos-filtros';
import { ProductosLista } from './productos-lista';
import { useNotificar } from '../../../components/ui/notificaciones';
import { EdicionMasivaBarra } from './edicion-masiva-barra';
import { cuantosProductos, EdicionMasivaDialogo, type AccionMasiva } from './edicion-masiva-dialogo';

interface Props {
  idEmprendimiento: string;
  estado: EstadoEmprendimiento;
  /** Message left by 'Cargar Producto' after saving (shown once in a snackbar). */
  aviso?: string | null;
  onAvisoVisto?: () => void;
}

const cargarBoton = (
  <Button component={RouterLink} to={RUTAS_PRODUCTOS.cargar} variant="contained" startIcon={<AddIcon aria-hidden />}>
    Cargar Producto
  </Button>
);

const planillaBoton = (
  <Button
    component={RouterLink}
    to={RUTAS_PRODUCTOS.planilla}
    variant="outlined"
    startIcon={<ImportExportIcon aria-hidden />}
  >
    Importar / exportar
  </Button>
);

/** docs/producto/edicion-masiva.md#pantalla: the notice after a bulk change. */
function avisoDe(cambio: CambioMasivo, n: number): string {
  const productos = cuantosProductos(n);
  if (cambio.tipo === 'habilitado') return `${cambio.habilitado ? 'Habilitamos' : 'Deshabilitamos'} ${productos}`;
  return `Cambiamos el ${cambio.tipo === 'stock' ? 'stock' : 'precio'} de ${productos}`;
}

/**
 * dashboard-emprendedor/productos 'Consultar Productos': search, filters, quick enable/disable, edit, delete, and
 * the bulk edit of the chosen rows (docs/producto/edicion-masiva.md).
 */
export function ProductosPage({ idEmprendimiento, estado, aviso, onAvisoVisto }: Props) {
  const query = useMisProductos(idEmprendimiento);
  const toggle = useCambiarHabilitado(idEmprendimiento);
  const eliminar = useEliminarProducto(idEmprendimiento);
  const [params, setParams] = useSearchParams();
  const filtros = filtrosDesdeParams(params);
  const [aBorrar, setABorrar] = useState<ProductoVendedor | null>(null);
  const notificar = useNotificar();
  // A notice brought from another page (a product saved): shown once, then dropped from the history entry.
  const avisoMostrado = useRef(false);
  useEffect(() => {
    if (!aviso || avisoMostrado.current) return;
    avisoMostrado.current = true;
    notificar.exito(aviso);
    onAvisoVisto?.();
  }, [aviso, notificar, onAvisoVisto]);
  const enCurso = useRef(new Set<string>());
  const searchRef = useRef<HTMLInputElement>(null);
  const todosRef = useRef<HTMLInputElement>(null);
  const edicion = useEdicionMasiva(idEmprendimiento);
  const [elegidos, setElegidos] = useState<ReadonlySet<string>>(new Set());
  const [accion, setAccion] = useState<AccionMasiva | null>(null);
  const visibles = query.data ? filtrarProductos(query.data, filtros) : [];
  // Only what the filters show is acted on: a product hidden by a filter is never changed unseen.
  const elegidosVisibles = visibles.filter((p) => elegidos.has(p.id));
  const todosElegidos = visibles.length > 0 && elegidosVisibles.length === visibles.length;

  const elegir = (producto: ProductoVendedor, elegido: boolean) =>
    setElegidos((actual) => {
      const nuevo = new Set(actual);
      if (elegido) nuevo.add(producto.id);
      else nuevo.delete(producto.id);
      return nuevo;
    });
  const elegirTodos = (elegido: boolean) => setElegidos(new Set(elegido ? visibles.map((p) => p.id) : []));
  const abrir = (a: AccionMasiva) => {
    edicion.reset();
    setAccion(a);
  };
  const confirmarCambio = (cambio: CambioMasivo) =>
    edicion.mutate(
      { ids: elegidosVisibles.map((p) => p.id), cambio },
      {
        onSuccess: ({ actualizados }) => {
          notificar.exito(avisoDe(cambio, actualizados));
          setAccion(null);
          setElegidos(new Set());
          // The action bar is gone: continue from the 'choose all' checkbox.
          setTimeout(() => todosRef.current?.focus(), 0);
        },
      },
    );

  const setFiltros = (f: FiltrosProductos) => setParams(filtrosAParams(f), { replace: true });

  const onToggle = (producto: ProductoVendedor, habilitado: boolean) => {
    // One request per product at a time, so answers cannot arrive out of order.
    if (enCurso.current.has(producto.id)) return;
    enCurso.current.add(producto.id);
    toggle.mutate(
      { producto, habilitado },
      {
        onError: (e) =>
          notificar.error(`No pudimos ${habilitado ? 'habilitar' : 'deshabilitar'} "${producto.nombre}": ${e.message}`),
        onSettled: () => enCurso.current.delete(producto.id),
      },
    );
  };

  const confirmarBorrado = () => {
    if (!aBorrar) return;
    eliminar.mutate(aBorrar, {
      onSuccess: () => {
        notificar.exito(`Eliminamos "${aBorrar.nombre}"`);
        setABorrar(null);
        // The row and its button are gone: continue from the search field.
        setTimeout(() => searchRef.current?.focus(), 0);
      },
    });
  };

  let contenido;
  if (query.isPending) contenido = <LoadingState label="Cargando tus productos..." />;
  else if (query.isError) contenido = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) {
    contenido = (
      <EmptyState
        title="Todavía no cargaste productos"
        description="Cargá tu primer producto con fotos, precio y stock."
        action={cargarBoton}
      />
    );
  } else {
    contenido = (
      <Stack spacing={2}>
        <ProductosFiltros
          filtros={filtros}
          tipos={tiposEnUso(query.data)}
          onChange={setFiltros}
          searchRef={searchRef}
        />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
          {visibles.length > 0 && (
            <FormControlLabel
              sx={{ mr: 0 }}
              control={
                <Checkbox
                  slotProps={{ input: { ref: todosRef } }}
                  checked={todosElegidos}
                  indeterminate={elegidosVisibles.length > 0 && !todosElegidos}
                  onChange={(_, v) => elegirTodos(v)}
                />
              }
              label="Elegir todos los que se ven"
            />
          )}
          <Typography role="status" variant="body2" color="text.secondary">
            {hayFiltros(filtros)
              ? `Mostrando ${visibles.length} de ${query.data.length} productos`
              : `${query.data.length} ${query.data.length === 1 ? 'producto' : 'productos'}`}
            {elegidosVisibles.length > 0 &&
              ` · ${elegidosVisibles.length} ${elegidosVisibles.length === 1 ? 'seleccionado' : 'seleccionados'}`}
          </Typography>
        </Stack>
        {visibles.length ? (
          <ProductosLista
            productos={visibles}
            elegidos={elegidos}
            onElegir={elegir}
            onToggle={onToggle}
            onEliminar={(p) => {
              eliminar.reset();
              setABorrar(p);
            }}
          />
        ) : (
          <EmptyState
            title="No encontramos productos con esos filtros"
            description="Probá con otras palabras o cambiá el tipo o el estado."
            action={<Button onClick={() => setFiltros(FILTROS_VACIOS)}>Limpiar filtros</Button>}
          />
        )}
        {elegidosVisibles.length > 0 && (
          <EdicionMasivaBarra
            cuantos={elegidosVisibles.length}
            onAccion={abrir}
            onLimpiar={() => setElegidos(new Set())}
          />
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title="Consultar Productos"
        description="Todos los productos de tu emprendimiento, habilitados y deshabilitados."
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {planillaBoton}
            {cargarBoton}
          </Stack>
        }
      />
      {estado !== 'Activo' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Tus productos se publican cuando se apruebe tu emprendimiento
        </Alert>
      )}
      {contenido}
      <EdicionMasivaDialogo
        accion={accion}
        productos={elegidosVisibles}
        pending={edicion.isPending}
        error={edicion.error?.message}
        onConfirmar={confirmarCambio}
        onClose={() => setAccion(null)}
      />
      <ConfirmDialog
        open={aBorrar !== null}
        title="¿Eliminar producto?"
        confirmLabel="Eliminar"
        destructive
        pending={eliminar.isPending}
        error={eliminar.error?.message}
        onConfirm={confirmarBorrado}
        onClose={() => setABorrar(null)}
      >
        <Typography>
          Vas a eliminar <strong>{aBorrar?.nombre}</strong>. Deja de verse en tu tienda y sale de tus catálogos. No se
          puede deshacer.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
