import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import type { VentaResumen } from '@feria/contracts';
import { ESTADO_VENTA_LABEL } from '../../../components/ui/estado-venta-chip';
import { PageHeader } from '../../../components/ui/page-header';
import { PagePagination } from '../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useVentasVendedor, type FiltrosVentas } from '../api/ventas';
import { TransferenciaDialogos } from './transferencia-dialogos';
import { puedeRechazar } from '../venta-acciones';
import { VentaDetalle } from './venta-detalle';
import { VentasFiltros } from './ventas-filtros';
import { VentasList, type AccionVenta } from './ventas-list';

interface Props {
  emprendimientoId: string;
  /** The order's chat (chat feature), composed by the route into the detail panel. */
  chat?: (ventaId: string) => ReactNode;
}

/**
 * 'Ventas' (docs/producto/rutas.md#menus, docs/producto/pedidos.md#estado-del-pedido): the shop's orders with the estado chips and their counts, the text
 * search and the date range (docs/producto/validacion.md); a table on desktop, cards on a phone; each order opens in a
 * detail panel with the actions its state allows. Transfers can be confirmed from the list too.
 */
export function VentasPage({ emprendimientoId, chat }: Props) {
  const [filtros, setFiltrosState] = useState<FiltrosVentas>({});
  const setFiltros = useCallback((f: FiltrosVentas) => setFiltrosState(f), []);
  const [detalle, setDetalle] = useState<string | null>(null);
  const lista = useVentasVendedor(emprendimientoId, filtros);
  const estado = filtros.estado;
  const filtrando = Boolean(filtros.estado || filtros.q?.trim() || (filtros.fechaInicio && filtros.fechaFin));
  const [dialogo, setDialogo] = useState<{ accion: AccionVenta; venta: VentaResumen; abierto: boolean } | null>(null);
  const abrir = (accion: AccionVenta, venta: VentaResumen) => setDialogo({ accion, venta, abierto: true });
  // The order stays while the dialog animates out.
  const venta = dialogo?.venta;
  const cerrar = () => setDialogo((d) => d && { ...d, abierto: false });
  const porRevisar = lista.data?.content.filter(puedeRechazar).length ?? 0;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Ventas"
        description="Los pedidos de tu tienda, del más nuevo al más viejo. Abrí uno para verlo entero, moverlo de estado o escribirle al comprador."
      />
      <VentasFiltros filtros={filtros} conteos={lista.data?.conteos} onChange={setFiltros} />
      {porRevisar > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {porRevisar === 1
            ? 'Tenés 1 comprobante de transferencia para revisar.'
            : `Tenés ${porRevisar} comprobantes de transferencia para revisar.`}
        </Alert>
      )}
      {lista.isPending ? (
        <LoadingState label="Cargando ventas..." />
      ) : lista.isError ? (
        <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
      ) : lista.data.content.length === 0 ? (
        <EmptyState
          title={
            filtrando
              ? estado && !filtros.q && !filtros.fechaInicio
                ? `No tenés ventas en estado “${ESTADO_VENTA_LABEL[estado]}”`
                : 'Ninguna venta coincide con los filtros'
              : 'Todavía no tenés ventas'
          }
          description={
            filtrando
              ? 'Probá con otra búsqueda, otro estado u otras fechas.'
              : 'Cuando alguien compre en tu tienda, el pedido aparece acá.'
          }
        />
      ) : (
        <>
          <VentasList ventas={lista.data.content} onAccion={abrir} onVer={(v) => setDetalle(v.id)} />
          {lista.data.totalPages > 1 && (
            <PagePagination
              page={filtros.page ?? 0}
              totalPages={lista.data.totalPages}
              onChange={(p) => setFiltros({ ...filtros, page: p })}
              label="Páginas de ventas"
            />
          )}
        </>
      )}
      <VentaDetalle
        ventaId={detalle}
        emprendimientoId={emprendimientoId}
        onClose={() => setDetalle(null)}
        chat={chat}
      />

      <TransferenciaDialogos venta={venta} accion={dialogo?.abierto ? dialogo.accion : null} onClose={cerrar} />
    </Box>
  );
}
