import { useId, type ReactNode } from 'react';
import { Box, Button, GlobalStyles, Link, Stack, Typography } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type Venta } from '@feria/contracts';
import { ESTADO_VENTA_LABEL } from '../../../components/ui/estado-venta-chip';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PedidoTotales } from '../../../components/ui/venta/venta-resumen';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatLugar } from '../../../lib/format';
import { useVentaVendedor } from '../api/ventas';

// docs/producto/envios-pantallas.md#vista-de-armado: one order on one page, to pack it and to print
// it on A4 (or read it on the phone): shop, order, buyer, delivery, lines and totals.

const VENTAS = '/dashboard-emprendedor/ventas';
const HOJA = 'venta-armado';

/**
 * Printing shows only the sheet: everything else on the page (header, menus, the voice button) is
 * hidden, and the sheet takes the whole page with its own margins.
 */
const IMPRESION = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '14mm' },
        'body *': { visibility: 'hidden' },
        // Black on white whatever the screen's colour mode (a dark theme's light text would not show on paper).
        [`#${HOJA}, #${HOJA} *`]: {
          visibility: 'visible',
          color: '#000 !important',
          background: 'transparent !important',
        },
        [`#${HOJA}`]: { position: 'absolute', left: 0, top: 0, width: '100%', padding: 0, margin: 0 },
        [`#${HOJA} .no-imprimir`]: { display: 'none' },
        body: { background: '#fff' },
      },
    }}
  />
);

function Bloque({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ breakInside: 'avoid', minWidth: 0 }}>
      <Typography
        id={id}
        component="h2"
        sx={{ fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6, mb: 0.5 }}
        color="text.secondary"
      >
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

/** Where the order goes, in full: the address and who receives it, or the pickup place and hours. */
function Entrega({ venta }: { venta: Venta }) {
  const e = venta.envio;
  if (e?.tipo === 'RETIRO' && e.retiro) {
    const d = e.retiro.direccion;
    return (
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography sx={{ fontWeight: 700 }}>Retira en el local</Typography>
        <Typography>
          {e.nombre}: {d.calle} {d.numero}, {formatLugar(d.ciudad, d.provincia)}
        </Typography>
        <Typography>Horarios: {e.retiro.horarios}</Typography>
      </Box>
    );
  }
  if (e?.tipo === 'DOMICILIO' && e.direccion) {
    const d = e.direccion;
    return (
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {/* A method named 'Envío a domicilio' is not said twice. */}
          {/domicilio/i.test(e.nombre) ? e.nombre : `Envío a domicilio: ${e.nombre}`}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {d.calle} {d.numero}
          {d.piso ? `, piso ${d.piso}` : ''}
          {d.depto ? `, depto ${d.depto}` : ''}
        </Typography>
        <Typography>
          {formatLugar(d.ciudad, d.provincia)} · CP {d.codigoPostal}
        </Typography>
        <Typography>
          Recibe: {d.destinatario} · Tel. {d.telefono}
        </Typography>
        {d.indicaciones && <Typography>Indicaciones: {d.indicaciones}</Typography>}
      </Box>
    );
  }
  const d = venta.direccionEnvio;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography sx={{ fontWeight: 700 }}>{e ? e.nombre : 'A coordinar con el comprador'}</Typography>
      <Typography>
        {d.calle} {d.numero}
        {d.pisoDepto ? `, ${d.pisoDepto}` : ''}
      </Typography>
      <Typography>
        {formatLugar(d.ciudad, d.provincia)} · CP {d.codigoPostal}
      </Typography>
    </Box>
  );
}

/** The sheet itself. */
export function HojaDeArmado({ venta }: { venta: Venta }) {
  useDocumentTitle(`Armado del pedido #${venta.numero}`);
  const unidades = venta.items.reduce((t, i) => t + i.cantidad, 0);
  const telefono = venta.envio?.tipo === 'DOMICILIO' ? venta.envio.direccion?.telefono : undefined;
  return (
    // Room at the bottom: on a phone the floating voice button must not cover the total.
    <Box id={HOJA} sx={{ maxWidth: 800, mx: 'auto', pb: 10, bgcolor: 'background.paper', color: 'text.primary' }}>
      {IMPRESION}
      <Stack
        className="no-imprimir"
        direction="row"
        sx={{ mb: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Link component={RouterLink} to={VENTAS} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          Ventas
        </Link>
        <Button variant="contained" startIcon={<PrintOutlinedIcon aria-hidden />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </Stack>
      <Box component="header" sx={{ borderBottom: 2, borderColor: 'text.primary', pb: 1.5, mb: 2 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{venta.emprendimientoNombre}</Typography>
        <Typography component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.2 }}>
          Pedido #{venta.numero}
        </Typography>
        <Typography>
          <time dateTime={venta.fechaCreacion}>{formatDateTime(venta.fechaCreacion)}</time> ·{' '}
          {ESTADO_VENTA_LABEL[venta.estado]}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: '1fr 1fr' }, mb: 2.5 }}>
        <Bloque titulo="Comprador">
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{venta.compradorNombre}</Typography>
          {telefono && <Typography>Tel. {telefono}</Typography>}
          {venta.compradorEmail && <Typography sx={{ overflowWrap: 'anywhere' }}>{venta.compradorEmail}</Typography>}
        </Bloque>
        <Bloque titulo="Entrega">
          <Entrega venta={venta} />
          {venta.seguimiento && (
            <Typography sx={{ mt: 0.5 }}>
              {venta.seguimiento.transportista} · código {venta.seguimiento.codigoSeguimiento}
            </Typography>
          )}
        </Bloque>
      </Box>
      <Bloque titulo={`Productos (${unidades} ${unidades === 1 ? 'unidad' : 'unidades'})`}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 2 }}>
          <thead>
            <Box
              component="tr"
              sx={{ '& th': { textAlign: 'left', borderBottom: 1, borderColor: 'divider', py: 0.5 } }}
            >
              <th scope="col">Cant.</th>
              <th scope="col">Producto</th>
              <Box component="th" scope="col" sx={{ textAlign: 'right !important' }}>
                Subtotal
              </Box>
            </Box>
          </thead>
          <tbody>
            {venta.items.map((i) => (
              <Box
                component="tr"
                key={`${i.idProducto}~${i.idVariante ?? ''}`}
                sx={{
                  breakInside: 'avoid',
                  '& td': { borderBottom: 1, borderColor: 'divider', py: 1, verticalAlign: 'top' },
                }}
              >
                <Box component="td" sx={{ fontSize: '1.25rem', fontWeight: 800, pr: 1.5, whiteSpace: 'nowrap' }}>
                  {i.cantidad}
                </Box>
                <Box component="td" sx={{ overflowWrap: 'anywhere', pr: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{i.nombre}</Typography>
                  {i.variante && <Typography sx={{ fontWeight: 600 }}>{i.variante}</Typography>}
                  <Typography variant="body2" color="text.secondary">
                    {formatPrice(i.precioUnitario)} c/u
                  </Typography>
                </Box>
                <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatPrice(i.subtotal)}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
        <Box sx={{ maxWidth: { sm: 360 }, ml: 'auto', breakInside: 'avoid' }}>
          <PedidoTotales venta={venta} />
        </Box>
      </Bloque>
    </Box>
  );
}

/** dashboard-emprendedor/ventas/{id}/armado: loads the sale (another shop's answers 404, shown as not found). */
export function VentaArmado({ id }: { id: string }) {
  const consulta = useVentaVendedor(id);
  if (consulta.isPending) return <LoadingState label="Cargando el pedido..." />;
  if (consulta.isError) {
    if (consulta.error instanceof ApiError && (consulta.error.status === 404 || consulta.error.status === 400))
      return (
        <EmptyState
          title="No encontramos este pedido"
          description="Puede que el enlace esté incompleto o que el pedido sea de otra tienda."
          action={
            <Button variant="contained" component={RouterLink} to={VENTAS}>
              Ir a Ventas
            </Button>
          }
        />
      );
    return <ErrorState message={consulta.error.message} onRetry={() => void consulta.refetch()} />;
  }
  return <HojaDeArmado venta={consulta.data} />;
}
