import { useEffect, useState } from 'react';
import { Box, Button, Chip, InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ESTADOS_VENTA, type EstadoVenta, type VentasVendedorPage } from '@feria/contracts';
import { ESTADO_VENTA_LABEL } from '../../../components/ui/estado-venta-chip';
import type { FiltrosVentas } from '../api/ventas';

interface Props {
  filtros: FiltrosVentas;
  conteos: VentasVendedorPage['conteos'] | undefined;
  onChange: (f: FiltrosVentas) => void;
}

/**
 * docs/producto/precios.md status filter list (todos, pendiente, preparando, listo, completado, cancelado) with the
 * count of each under the same search and dates; docs/producto/validacion.md text search (buyer, sale id or number,
 * business) and the date range, applied only with both ends.
 */
export function VentasFiltros({ filtros, conteos, onChange }: Props) {
  const [texto, setTexto] = useState(filtros.q ?? '');
  // The search waits for a pause in typing (one request, not one per key).
  useEffect(() => {
    const id = setTimeout(() => {
      if (texto.trim() !== (filtros.q ?? '').trim()) onChange({ ...filtros, q: texto, page: 0 });
    }, 300);
    return () => clearTimeout(id);
  }, [texto, filtros, onChange]);
  const soloUnaFecha = Boolean(filtros.fechaInicio) !== Boolean(filtros.fechaFin);
  const alReves = Boolean(filtros.fechaInicio && filtros.fechaFin && filtros.fechaInicio > filtros.fechaFin);
  const hayFiltros = Boolean(filtros.estado || filtros.q || filtros.fechaInicio || filtros.fechaFin);
  const opciones: (EstadoVenta | 'todos')[] = ['todos', ...ESTADOS_VENTA];

  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Box role="group" aria-label="Filtrar por estado" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {opciones.map((o) => {
          const activo = (filtros.estado ?? 'todos') === o;
          const n = conteos?.[o];
          const nombre = o === 'todos' ? 'Todos' : ESTADO_VENTA_LABEL[o];
          return (
            <Chip
              key={o}
              label={n === undefined ? nombre : `${nombre} (${n})`}
              color={activo ? 'primary' : 'default'}
              variant={activo ? 'filled' : 'outlined'}
              aria-pressed={activo}
              onClick={() => onChange({ ...filtros, estado: o === 'todos' ? undefined : o, page: 0 })}
              sx={{ fontWeight: 600 }}
            />
          );
        })}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          size="small"
          label="Buscar"
          placeholder="Comprador, número de pedido o emprendimiento"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <Stack direction="row" spacing={1.5}>
          <TextField
            size="small"
            type="date"
            label="Desde"
            value={filtros.fechaInicio ?? ''}
            onChange={(e) => onChange({ ...filtros, fechaInicio: e.target.value || undefined, page: 0 })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            type="date"
            label="Hasta"
            value={filtros.fechaFin ?? ''}
            onChange={(e) => onChange({ ...filtros, fechaFin: e.target.value || undefined, page: 0 })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={alReves}
            helperText={
              alReves
                ? 'La fecha «Hasta» es anterior a «Desde»'
                : soloUnaFecha
                  ? 'Elegí las dos fechas para filtrar'
                  : undefined
            }
            sx={{ flex: 1 }}
          />
        </Stack>
        {hayFiltros && (
          <Button
            onClick={() => {
              setTexto('');
              onChange({ page: 0 });
            }}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, whiteSpace: 'nowrap' }}
          >
            Limpiar filtros
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
