import { useMemo, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Apariencia, Catalogo, CatalogoTienda, ProductoTienda, ProductoVendedor } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { datosVistaPrevia } from '../vista-previa-datos';
import type { FuenteDatos } from './fuente-datos';

/** What the preview renderer receives: the same data the public shop page gets. */
export interface DatosVistaPrevia {
  apariencia: Apariencia;
  productos: ProductoTienda[];
  catalogos: CatalogoTienda[];
}
export type RenderVistaPrevia = (datos: DatosVistaPrevia) => ReactNode;

interface Props {
  apariencia: Apariencia;
  productos: FuenteDatos<ProductoVendedor[]>;
  catalogos: FuenteDatos<Catalogo[]>;
  render: RenderVistaPrevia;
  /** Desktop: sticky beside the form, scrolling on its own. */
  sticky: boolean;
}

/** Live preview of the draft with the public storefront component. */
export function VistaPrevia({ apariencia, productos, catalogos, render, sticky }: Props) {
  const datos = useMemo(
    () => (productos.data && catalogos.data ? datosVistaPrevia(productos.data, catalogos.data) : null),
    [productos.data, catalogos.data],
  );
  const failed = [productos, catalogos].find((q) => q.isError);
  return (
    <Box
      component="section"
      aria-labelledby="vista-previa-titulo"
      sx={sticky ? { position: 'sticky', top: 16, alignSelf: 'start' } : undefined}
    >
      <Typography id="vista-previa-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Vista previa
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Así se ve tu tienda con estos cambios. Solo aparecen tus productos habilitados.
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'auto',
          overscrollBehavior: 'contain',
          maxHeight: sticky ? 'calc(100vh - 140px)' : undefined,
          bgcolor: 'background.paper',
        }}
      >
        {datos ? (
          render({ apariencia, ...datos })
        ) : failed ? (
          <Box sx={{ p: 2 }}>
            <ErrorState
              message={failed.error?.message ?? 'No pudimos cargar la vista previa'}
              onRetry={() => [productos, catalogos].forEach((q) => q.isError && q.refetch())}
            />
          </Box>
        ) : (
          <LoadingState label="Cargando vista previa..." />
        )}
      </Box>
    </Box>
  );
}
