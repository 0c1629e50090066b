import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatPrice, type VentaResumen } from '@feria/contracts';
import { EstadoPedido } from '../../../components/ui/estado-venta-chip';
import { useNotificar } from '../../../components/ui/notificaciones';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { verComprobanteVenta } from '../api/ventas';
import { puedeConfirmar, puedeRechazar, tieneComprobante } from '../venta-acciones';
import { SinComprobante } from './sin-comprobante';

export type AccionVenta = 'confirmar' | 'rechazar';

interface Props {
  ventas: VentaResumen[];
  onAccion: (accion: AccionVenta, venta: VentaResumen) => void;
  /** Opens the order's detail panel. */
  onVer: (venta: VentaResumen) => void;
}

const METODO = { MERCADO_PAGO: 'Mercado Pago', TRANSFERENCIA: 'Transferencia' } as const;

function VerComprobante({ v }: { v: VentaResumen }) {
  const [abriendo, setAbriendo] = useState(false);
  const notificar = useNotificar();
  return (
    <Button
      size="small"
      endIcon={<OpenInNewIcon aria-hidden />}
      disabled={abriendo}
      onClick={() => {
        setAbriendo(true);
        verComprobanteVenta(v.id)
          .catch((e: Error) => notificar.error(e.message))
          .finally(() => setAbriendo(false));
      }}
    >
      {abriendo ? 'Abriendo...' : 'Ver comprobante'}
      <Box component="span" sx={visuallyHidden}>
        {` del pedido #${v.numero} (se abre en una pestaña nueva)`}
      </Box>
    </Button>
  );
}

function Acciones({ v, onAccion, onVer }: { v: VentaResumen; onAccion: Props['onAccion']; onVer: Props['onVer'] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onVer(v)}
        aria-label={`Ver detalle del pedido #${v.numero}`}
      >
        Ver detalle
      </Button>
      {tieneComprobante(v) && <VerComprobante v={v} />}
      {puedeConfirmar(v) &&
        (tieneComprobante(v) ? (
          <Button
            size="small"
            variant="contained"
            onClick={() => onAccion('confirmar', v)}
            aria-label={`Confirmar transferencia del pedido #${v.numero}`}
          >
            Confirmar transferencia
          </Button>
        ) : (
          <SinComprobante v={v} onConfirmar={() => onAccion('confirmar', v)} />
        ))}
      {puedeRechazar(v) && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => onAccion('rechazar', v)}
          aria-label={`Rechazar el comprobante del pedido #${v.numero}`}
        >
          Rechazar
        </Button>
      )}
    </Stack>
  );
}

function Estados({ v }: { v: VentaResumen }) {
  return <EstadoPedido estado={v.estado} pagoEstado={v.pagoEstado} metodo={v.metodoPago} />;
}

/** The shop's orders: a table on desktop, cards on phones (no sideways scroll at 360 px). */
export function VentasList({ ventas, onAccion, onVer }: Props) {
  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  if (!desktop) {
    return (
      <Box component="ul" aria-label="Ventas" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {ventas.map((v) => (
          <li key={v.id}>
            <Card variant="outlined">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                    Pedido #{v.numero}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(v.montoTotal)}</Typography>
                </Stack>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{v.compradorNombre}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {formatDateTime(v.fechaCreacion)} · {METODO[v.metodoPago]}
                </Typography>
                <Estados v={v} />
                <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
                  <Acciones v={v} onAccion={onAccion} onVer={onVer} />
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table aria-label="Ventas">
        <TableHead>
          <TableRow>
            <TableCell>Pedido</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Comprador</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Estado y pago</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Acciones
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ventas.map((v) => (
            <TableRow key={v.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                #{v.numero}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(v.fechaCreacion)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{v.compradorNombre}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatPrice(v.montoTotal)}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  component="span"
                  sx={{ display: 'block', fontWeight: 400 }}
                >
                  {METODO[v.metodoPago]}
                </Typography>
              </TableCell>
              <TableCell>
                <Estados v={v} />
              </TableCell>
              <TableCell align="right">
                <Acciones v={v} onAccion={onAccion} onVer={onVer} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
