import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Catalogo } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import {
  useCambiarEstadoCatalogo,
  useCatalogos,
  useCrearCatalogo,
  useEliminarCatalogo,
  useRenombrarCatalogo,
} from '../api/catalogos';
import { AsignarProductosDialog } from './asignar-productos-dialog';
import { CatalogoNombreDialog } from './catalogo-nombre-dialog';
import type { AccionCatalogo } from './catalogo-item';
import { CatalogoListas } from './catalogo-list';
import { useNotificar } from '../../../components/ui/notificaciones';

type Dialogo = { tipo: 'crear' } | { tipo: Exclude<AccionCatalogo, 'estado'>; catalogo: Catalogo } | null;

/** 'Catalogo' (docs/producto/rutas.md#menus, docs/producto/promociones.md, docs/producto/api.md#catalogos): the seller's catalogs, enabled and (with 'Mostrar todos') disabled. */
export function CatalogosPage({ idEmprendimiento }: { idEmprendimiento: string }) {
  const query = useCatalogos(idEmprendimiento);
  const crear = useCrearCatalogo(idEmprendimiento);
  const renombrar = useRenombrarCatalogo(idEmprendimiento);
  const estado = useCambiarEstadoCatalogo(idEmprendimiento);
  const eliminar = useEliminarCatalogo(idEmprendimiento);
  const [mostrarTodos, setMostrarTodos] = useState(false);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const notificar = useNotificar();

  const abrir = (d: Dialogo) => {
    crear.reset();
    renombrar.reset();
    eliminar.reset();
    setDialogo(d);
  };
  const onAccion = (accion: AccionCatalogo, c: Catalogo) => {
    if (accion !== 'estado') return abrir({ tipo: accion, catalogo: c });
    const habilitar = !c.habilitado;
    estado.mutate(
      { idCatalogo: c.idCatalogo, habilitar },
      {
        onSuccess: () =>
          notificar.exito(
            habilitar
              ? `“${c.nombre}” está habilitado.`
              : mostrarTodos
                ? `“${c.nombre}” está deshabilitado.`
                : `“${c.nombre}” está deshabilitado. Lo ves activando “Mostrar todos”.`,
          ),
      },
    );
  };

  const cambiando = estado.isPending ? estado.variables?.idCatalogo : undefined;
  const catalogoDialogo = dialogo && dialogo.tipo !== 'crear' ? dialogo.catalogo : null;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageHeader
        title="Catálogos"
        description="Agrupá tus productos en catálogos y elegí cuáles se muestran en tu tienda desde Gestionar Tienda."
        actions={
          <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => abrir({ tipo: 'crear' })}>
            Nuevo catálogo
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState label="Cargando catálogos..." />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="Todavía no creaste catálogos"
          description="Un catálogo agrupa productos (por temporada, colección o tipo) y se muestra como una sección de tu tienda."
          action={
            <Button variant="outlined" onClick={() => abrir({ tipo: 'crear' })}>
              Crear mi primer catálogo
            </Button>
          }
        />
      ) : (
        <CatalogoListas
          catalogos={query.data}
          mostrarTodos={mostrarTodos}
          onMostrarTodos={setMostrarTodos}
          onAccion={onAccion}
          cambiando={cambiando}
          error={estado.isError ? estado.error.message : null}
          onCloseError={() => estado.reset()}
        />
      )}

      <CatalogoNombreDialog
        open={dialogo?.tipo === 'crear'}
        title="Nuevo catálogo"
        confirmLabel="Crear catálogo"
        pending={crear.isPending}
        error={crear.error?.message ?? null}
        onClose={() => setDialogo(null)}
        onSubmit={(nombre) =>
          crear.mutate(
            { nombre },
            {
              onSuccess: (c) => {
                setDialogo(null);
                notificar.exito(`Creaste el catálogo “${c.nombre}”.`);
              },
            },
          )
        }
      />
      <CatalogoNombreDialog
        open={dialogo?.tipo === 'renombrar'}
        title="Renombrar catálogo"
        confirmLabel="Guardar nombre"
        initialNombre={catalogoDialogo?.nombre}
        pending={renombrar.isPending}
        error={renombrar.error?.message ?? null}
        onClose={() => setDialogo(null)}
        onSubmit={(nombre) =>
          catalogoDialogo &&
          renombrar.mutate(
            { idCatalogo: catalogoDialogo.idCatalogo, nombre },
            {
              onSuccess: (c) => {
                setDialogo(null);
                notificar.exito(`El catálogo ahora se llama “${c.nombre}”.`);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={dialogo?.tipo === 'eliminar'}
        title="¿Eliminar el catálogo?"
        confirmLabel="Eliminar catálogo"
        destructive
        pending={eliminar.isPending}
        error={eliminar.error?.message ?? null}
        onClose={() => setDialogo(null)}
        onConfirm={() =>
          catalogoDialogo &&
          eliminar.mutate(catalogoDialogo.idCatalogo, {
            onSuccess: () => {
              setDialogo(null);
              notificar.exito(`Eliminaste el catálogo “${catalogoDialogo.nombre}”.`);
            },
          })
        }
      >
        <Box component="p" sx={{ m: 0 }}>
          Se elimina “{catalogoDialogo?.nombre}” y deja de mostrarse en tu tienda. Tus productos no se borran.
        </Box>
      </ConfirmDialog>
      <AsignarProductosDialog
        idEmprendimiento={idEmprendimiento}
        catalogo={dialogo?.tipo === 'productos' ? dialogo.catalogo : null}
        onClose={() => setDialogo(null)}
        onSaved={(c) => {
          setDialogo(null);
          notificar.exito(`Guardaste los productos de “${c.nombre}”.`);
        }}
      />
    </Box>
  );
}
