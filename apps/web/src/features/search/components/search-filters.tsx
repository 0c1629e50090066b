import { useState, type FocusEvent, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatPrice, type Faceta, type Rubro, type TipoProductoListItem } from '@feria/contracts';
import { activeFilterCount, clearFilters, withFilters, type SearchState } from '../search-params';
import { parsePriceInput, priceToInput, rangeError } from '../price-input';
import type { QueryView } from '../query-view';
import { PanelFiltros } from '../../../components/ui/panel-filtros';
import { CampoFiltro } from '../../../components/ui/campo-filtro';
import { OpcionesFiltro } from './opciones-filtro';

interface SearchFiltersProps {
  state: SearchState;
  tipos: QueryView<TipoProductoListItem[]>;
  rubros: QueryView<Rubro[]>;
  /** The options among the results (docs/producto/busqueda.md#filtro-por-opciones). */
  facetas?: readonly Faceta[] | undefined;
  onChange: (next: SearchState) => void;
}

type Errors = { min: string | null; max: string | null; range: string | null };
const noErrors: Errors = { min: null, max: null, range: null };

function priceHint(text: string, empty: string): string {
  const p = parsePriceInput(text);
  return p.ok && p.value !== undefined ? formatPrice(p.value) : empty;
}

/**
 * Search filters: product type, price range applied on submit or when focus leaves the
 * price fields (never per keystroke), the option values among the results (Talle, Color…),
 * rubro for shops, clear. A collapsible panel below md.
 */
export function SearchFilters({ state, tipos, rubros, facetas, onChange }: SearchFiltersProps) {
  const [minText, setMinText] = useState(priceToInput(state.min));
  const [maxText, setMaxText] = useState(priceToInput(state.max));
  const [errors, setErrors] = useState<Errors>(noErrors);
  // The URL may change under us (back button, 'Limpiar filtros'): re-sync the fields from it.
  const [synced, setSynced] = useState({ min: state.min, max: state.max });
  if (synced.min !== state.min || synced.max !== state.max) {
    setSynced({ min: state.min, max: state.max });
    setMinText(priceToInput(state.min));
    setMaxText(priceToInput(state.max));
    setErrors(noErrors);
  }

  const applyPrices = () => {
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    const range = min.ok && max.ok ? rangeError(min.value, max.value) : null;
    setErrors({ min: min.ok ? null : min.error, max: max.ok ? null : max.error, range });
    if (!min.ok || !max.ok || range) return;
    if (min.value !== state.min || max.value !== state.max)
      onChange(withFilters(state, { min: min.value, max: max.value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    applyPrices();
  };
  // Moving from "Mínimo" to "Máximo" is not leaving the range yet.
  const onPriceBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) applyPrices();
  };
  const count = activeFilterCount(state);
  const selectNumber = (v: string) => (v === '' ? undefined : Number(v));

  const panel = (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Filtros de búsqueda" spacing={2.5}>
      <CampoFiltro
        select
        label="Tipo de producto"
        value={state.tipo ?? ''}
        onChange={(e) => onChange(withFilters(state, { tipo: selectNumber(e.target.value) }))}
        disabled={tipos.isError}
        helperText={tipos.isError ? 'No se pudieron cargar los tipos de producto.' : undefined}
      >
        <option value="">Todos los tipos</option>
        {tipos.data?.map((t) => (
          <option key={t.id} value={t.id}>
            {t.nombre}
          </option>
        ))}
      </CampoFiltro>
      <Box component="fieldset" onBlur={onPriceBlur} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, fontSize: '0.9375rem' }}>
          Precio (en pesos)
        </Typography>
        <Stack direction={{ xs: 'row', md: 'column' }} spacing={1.5}>
          <CampoFiltro
            label="Mínimo"
            value={minText}
            onChange={(e) => setMinText(e.target.value)}
            placeholder="Ej: 5.000"
            error={Boolean(errors.min ?? errors.range)}
            helperText={errors.min ?? errors.range ?? priceHint(minText, 'Sin mínimo')}
            inputMode="decimal"
            autoComplete="off"
            fullWidth
          />
          <CampoFiltro
            label="Máximo"
            value={maxText}
            onChange={(e) => setMaxText(e.target.value)}
            placeholder="Ej: 50.000"
            error={Boolean(errors.max ?? errors.range)}
            helperText={errors.max ?? priceHint(maxText, 'Sin máximo')}
            inputMode="decimal"
            autoComplete="off"
            fullWidth
          />
        </Stack>
        <Button type="submit" variant="outlined" size="small" sx={{ mt: 1.5 }}>
          Aplicar precio
        </Button>
      </Box>
      <OpcionesFiltro state={state} facetas={facetas} onChange={onChange} />
      <CampoFiltro
        select
        label="Rubro del emprendimiento"
        value={state.rubro ?? ''}
        onChange={(e) => onChange(withFilters(state, { rubro: selectNumber(e.target.value) }))}
        disabled={rubros.isError}
        helperText={rubros.isError ? 'No se pudieron cargar las categorías.' : 'Filtra los emprendimientos.'}
      >
        <option value="">Todos los rubros</option>
        {rubros.data?.map((r) => (
          <option key={r.idRubro} value={r.idRubro}>
            {r.nombre}
          </option>
        ))}
      </CampoFiltro>
      <Button
        onClick={() => onChange(clearFilters(state))}
        disabled={count === 0}
        color="inherit"
        sx={{ alignSelf: 'flex-start' }}
      >
        Limpiar filtros
      </Button>
    </Stack>
  );

  return <PanelFiltros activos={count}>{panel}</PanelFiltros>;
}
