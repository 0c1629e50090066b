import type { Ref } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ESTADOS_FILTRO, type EstadoFiltro, type FiltrosProductos } from '../productos-filtro';

interface Props {
  filtros: FiltrosProductos;
  tipos: { id: number; nombre: string }[];
  onChange: (filtros: FiltrosProductos) => void;
  searchRef?: Ref<HTMLInputElement>;
}

const nativo = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Search (accent-insensitive, over the loaded list), type and state filters of 'Consultar Productos'. */
export function ProductosFiltros({ filtros, tipos, onChange, searchRef }: Props) {
  return (
    <Box
      role="search"
      aria-label="Filtrar productos"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' } }}
    >
      <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <TextField
          type="search"
          label="Buscar"
          placeholder="Nombre, SKU o tipo"
          value={filtros.texto}
          onChange={(e) => onChange({ ...filtros, texto: e.target.value })}
          inputRef={searchRef}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <TextField
        select
        label="Tipo"
        value={filtros.tipo === null ? '' : String(filtros.tipo)}
        onChange={(e) => onChange({ ...filtros, tipo: e.target.value === '' ? null : Number(e.target.value) })}
        fullWidth
        slotProps={nativo}
      >
        <option value="">Todos los tipos</option>
        {tipos.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.nombre}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Estado"
        value={filtros.estado}
        onChange={(e) => onChange({ ...filtros, estado: e.target.value as EstadoFiltro })}
        fullWidth
        slotProps={nativo}
      >
        {ESTADOS_FILTRO.map((e) => (
          <option key={e.value} value={e.value}>
            {e.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
