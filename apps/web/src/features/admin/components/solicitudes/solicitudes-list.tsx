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
import type { Solicitud } from '@feria/contracts';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { formatDate } from '../../../../lib/format';

interface Props {
  solicitudes: Solicitud[];
  onOpen: (s: Solicitud) => void;
}

function Solicitante({ s }: { s: Solicitud }) {
  return (
    <>
      <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {s.solicitante.nombre ?? 'Sin nombre'}
      </Typography>
      {s.solicitante.email && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {s.solicitante.email}
        </Typography>
      )}
    </>
  );
}

function DetalleButton({ s, onOpen }: { s: Solicitud; onOpen: Props['onOpen'] }) {
  return (
    <Button variant="outlined" size="small" onClick={() => onOpen(s)} aria-label={`Ver detalle de ${s.nombre}`}>
      Ver detalle
    </Button>
  );
}

/** Solicitudes as a table on desktop and as cards on phones (no horizontal scroll at 360 px). */
export function SolicitudesList({ solicitudes, onOpen }: Props) {
  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  if (!desktop) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {solicitudes.map((s) => (
          <li key={s.id}>
            <Card>
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                  {s.nombre}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {s.rubro.nombre} · {s.provincia.nombre} · {formatDate(s.fechaAlta)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-end' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Solicitante s={s} />
                  </Box>
                  <DetalleButton s={s} onOpen={onOpen} />
                </Stack>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table aria-label="Solicitudes">
        <TableHead>
          <TableRow>
            <TableCell>Emprendimiento</TableCell>
            <TableCell>Solicitante</TableCell>
            <TableCell>Rubro</TableCell>
            <TableCell>Provincia</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Acciones
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {solicitudes.map((s) => (
            <TableRow key={s.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {s.nombre}
              </TableCell>
              <TableCell>
                <Solicitante s={s} />
              </TableCell>
              <TableCell>{s.rubro.nombre}</TableCell>
              <TableCell>{s.provincia.nombre}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.fechaAlta)}</TableCell>
              <TableCell align="right">
                <DetalleButton s={s} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
