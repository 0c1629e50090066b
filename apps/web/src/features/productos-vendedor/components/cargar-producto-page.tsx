import { useCallback, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MENSAJES, type EstadoEmprendimiento, type ProductoInputParsed, type ProductoVendedor } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import {
  productosVendedorKeys,
  useAtributosSugeridos,
  useGuardarProducto,
  useProductoVendedor,
  useTiposProducto,
} from '../api/productos';
import { RUTAS_PRODUCTOS, type AvisoNavegacion } from '../paths';
import { valoresIniciales } from '../producto-form-values';
import { ProductoForm } from './producto-form';
import { useImagenesProducto } from './use-imagenes-producto';

interface Props {
  idEmprendimiento: string;
  estado: EstadoEmprendimiento;
  /** cargar-producto/:productoId edits that product; without it a new one is created. */
  productoId?: string;
}

export const AVISO_PENDIENTE = 'Tus productos se publican cuando se apruebe tu emprendimiento';
const IMAGENES_FALLIDAS =
  'Guardamos el producto, pero algunas imágenes no se subieron. Reintentá o quitalas y guardá de nuevo.';

/** dashboard-emprendedor/cargar-producto[/:productoId] 'Cargar Producto'. */
export function CargarProductoPage({ idEmprendimiento, estado, productoId }: Props) {
  const producto = useProductoVendedor(productoId);
  // The form and the images start from this visit's fetch, never an older cached copy; later
  // refetches (after an image change, on window focus) must not reset or hide what is being typed.
  const [inicial, setInicial] = useState<ProductoVendedor | null>(null);
  const fresco = producto.isFetchedAfterMount && !producto.isError ? producto.data : undefined;
  if (productoId && fresco?.id === productoId && inicial?.id !== productoId) setInicial(fresco);
  const datos = productoId && inicial?.id === productoId ? inicial : undefined;

  if (productoId && !datos) {
    if (!producto.isError) return <LoadingState label="Cargando el producto..." />;
    if (producto.error instanceof ApiError && producto.error.status === 404) {
      return (
        <EmptyState
          title={MENSAJES.productoNoEncontrado}
          description="Puede que lo hayas eliminado o que el enlace esté incompleto."
          action={
            <Button component={RouterLink} to={RUTAS_PRODUCTOS.productos} variant="contained">
              Volver a mis productos
            </Button>
          }
        />
      );
    }
    return <ErrorState message={producto.error.message} onRetry={() => void producto.refetch()} />;
  }
  // A new key per product: switching from editing one to creating another starts a clean form.
  return (
    <EditorProducto key={productoId ?? 'nuevo'} idEmprendimiento={idEmprendimiento} estado={estado} producto={datos} />
  );
}

function EditorProducto({
  idEmprendimiento,
  estado,
  producto,
}: Omit<Props, 'productoId'> & { producto: ProductoVendedor | undefined }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const tipos = useTiposProducto();
  const sugeridas = useAtributosSugeridos(idEmprendimiento);
  const guardar = useGuardarProducto(idEmprendimiento);
  // Once created (even if some image then failed) the next save updates that same product.
  const [creadoId, setCreadoId] = useState<string>();
  const id = producto?.id ?? creadoId;
  const onCambio = useCallback(() => void client.invalidateQueries({ queryKey: productosVendedorKeys.all }), [client]);
  const imagenes = useImagenesProducto({ productoId: id, iniciales: producto?.imagenes, onCambio });

  const onSubmit = async (input: ProductoInputParsed) => {
    const saved = await guardar.mutateAsync({ id, input });
    if (!id) setCreadoId(saved.id);
    if (!(await imagenes.subirPendientes(saved.id))) throw new Error(IMAGENES_FALLIDAS);
    const aviso = id
      ? 'Guardamos los cambios'
      : estado === 'Activo'
        ? 'Producto creado'
        : `Producto creado. ${AVISO_PENDIENTE}.`;
    navigate(RUTAS_PRODUCTOS.productos, { state: { aviso } satisfies AvisoNavegacion });
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={producto ? 'Editar producto' : 'Cargar Producto'}
        description={
          producto ? producto.nombre : 'Completá los datos, sumá atributos y fotos. Podés editarlo cuando quieras.'
        }
      />
      {estado !== 'Activo' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {AVISO_PENDIENTE}
        </Alert>
      )}
      <ProductoForm
        defaultValues={valoresIniciales(producto)}
        tipos={tipos}
        sugeridas={sugeridas.data}
        sugeridasError={
          sugeridas.isError ? { message: sugeridas.error.message, onRetry: () => void sugeridas.refetch() } : undefined
        }
        imagenes={imagenes}
        submitLabel={id ? 'Guardar cambios' : 'Guardar producto'}
        onSubmit={onSubmit}
      />
    </Box>
  );
}
