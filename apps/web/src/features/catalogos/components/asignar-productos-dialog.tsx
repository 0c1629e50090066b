import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { Catalogo } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useMisProductos, useProductosCatalogo } from '../api/catalogos';
import { SelectorProductos } from './selector-productos';

interface Props {
  idEmprendimiento: string;
  /** The catalog whose products are edited; null keeps the dialog closed. */
  catalogo: Catalogo | null;
  onClose: () => void;
  onSaved: (catalogo: Catalogo) => void;
}

/** Assign products to a catalog (docs/producto/api.md#catalogos): the shop's products, ticked when the catalog holds them. */
export function AsignarProductosDialog({ idEmprendimiento, catalogo, onClose, onSaved }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={catalogo !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {catalogo ? `Productos de ${catalogo.nombre}` : 'Productos del catálogo'}
      </DialogTitle>
      {catalogo && (
        <Contenido idEmprendimiento={idEmprendimiento} catalogo={catalogo} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function Contenido({ idEmprendimiento, catalogo, onClose, onSaved }: Props & { catalogo: Catalogo }) {
  const productos = useMisProductos(idEmprendimiento);
  const actuales = useProductosCatalogo(catalogo.idCatalogo);
  const failed = [productos, actuales].find((q) => q.isError);
  if (productos.isSuccess && actuales.isSuccess) {
    return (
      <SelectorProductos
        key={catalogo.idCatalogo}
        idCatalogo={catalogo.idCatalogo}
        productos={productos.data}
        inicial={actuales.data.map((p) => p.id)}
        onCancel={onClose}
        onSaved={() => onSaved(catalogo)}
      />
    );
  }
  return (
    <>
      <DialogContent>
        {failed ? (
          <ErrorState
            message={failed.error?.message ?? 'Error al obtener productos del catálogo'}
            onRetry={() => {
              if (productos.isError) void productos.refetch();
              if (actuales.isError) void actuales.refetch();
            }}
          />
        ) : (
          <LoadingState label="Cargando productos..." minHeight={200} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </>
  );
}
