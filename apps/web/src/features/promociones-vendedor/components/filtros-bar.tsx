import { useEffect, useState } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { TIPOS_PROMOCION } from '@feria/contracts';
import { fechasAlReves, hayFiltros, SIN_FILTROS, type FiltrosPromocion } from '../promociones-filtros';
import { TIPO_LABEL } from '../promociones-texto';

interface Props {
  filtros: FiltrosPromocion;
  onChange: (f: FiltrosPromocion) => void;
  /** The tab's statuses with their labels. */
  estados: Record<string, string>;
  /** What the text search looks in ('Descripción o producto'). */
  placeholder: string;
}

/** docs/producto/entidades.md list filters: text (sent after a pause in typing), type, status and a date range. */
export function FiltrosBar({ filtros, onChange, estados, placeholder }: Props) {
  const [texto, setTexto] = useState(filtros.busqueda);
  const [busquedaPrevia, setBusquedaPrevia] = useState(filtros.busqueda);
  if (filtros.busqueda !== busquedaPrevia) {
    // 'Limpiar filtros' elsewhere empties the box too (state adjusted during render).
    setBusquedaPrevia(filtros.busqueda);
    if (filtros.busqueda === '') setTexto('');
  }
  useEffect(() => {
    const id = setTimeout(() => {
      if (texto.trim() !== filtros.busqueda.trim()) onChange({ ...filtros, busqueda: texto });
    }, 300);
    return () => clearTimeout(id);
  }, [texto, filtros, onChange]);
  const alReves = fechasAlReves(filtros);
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box
      role="search"
      aria-label="Filtros"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 2fr) repeat(4, minmax(120px, 1fr)) auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        label="Buscar"
        placeholder={placeholder}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
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
      <TextField
        select
        size="small"
        label="Tipo"
        value={filtros.tipo}
        onChange={(e) => onChange({ ...filtros, tipo: e.target.value as FiltrosPromocion['tipo'] })}
        slotProps={select}
      >
        <option value="">Todos</option>
        {TIPOS_PROMOCION.map((t) => (
          <option key={t} value={t}>
            {TIPO_LABEL[t]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Estado"
        value={filtros.estado}
        onChange={(e) => onChange({ ...filtros, estado: e.target.value as FiltrosPromocion['estado'] })}
        slotProps={select}
      >
        <option value="">Todos</option>
        {Object.entries(estados).map(([valor, label]) => (
          <option key={valor} value={valor}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Desde"
        value={filtros.fechaInicio}
        onChange={(e) => onChange({ ...filtros, fechaInicio: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Hasta"
        value={filtros.fechaFin}
        onChange={(e) => onChange({ ...filtros, fechaFin: e.target.value })}
        error={alReves}
        helperText={alReves ? 'Es anterior a «Desde»' : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {hayFiltros(filtros) && (
        <Button
          onClick={() => onChange(SIN_FILTROS)}
          sx={{ justifySelf: 'start', whiteSpace: 'nowrap', gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          Limpiar filtros
        </Button>
      )}
    </Box>
  );
}
