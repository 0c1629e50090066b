import { Chip, Stack } from '@mui/material';
import { formatPrice, type Rubro, type TipoProductoListItem } from '@feria/contracts';
import { alternarOpcion, partirOpcion, withFilters, type SearchState } from '../search-params';

interface ActiveFiltersProps {
  state: SearchState;
  tipos: TipoProductoListItem[] | undefined;
  rubros: Rubro[] | undefined;
  onChange: (next: SearchState) => void;
}

/** The applied filters as removable chips, visible even while the mobile panel is closed. */
export function ActiveFilters({ state, tipos, rubros, onChange }: ActiveFiltersProps) {
  const chips: { key: string; label: string; remove: () => SearchState }[] = [];
  if (state.tipo !== undefined) {
    const nombre = tipos?.find((t) => t.id === state.tipo)?.nombre ?? `#${state.tipo}`;
    chips.push({ key: 'tipo', label: `Tipo: ${nombre}`, remove: () => withFilters(state, { tipo: undefined }) });
  }
  if (state.min !== undefined)
    chips.push({
      key: 'min',
      label: `Desde ${formatPrice(state.min)}`,
      remove: () => withFilters(state, { min: undefined }),
    });
  if (state.max !== undefined)
    chips.push({
      key: 'max',
      label: `Hasta ${formatPrice(state.max)}`,
      remove: () => withFilters(state, { max: undefined }),
    });
  if (state.rubro !== undefined) {
    const nombre = rubros?.find((r) => r.idRubro === state.rubro)?.nombre ?? `#${state.rubro}`;
    chips.push({ key: 'rubro', label: `Rubro: ${nombre}`, remove: () => withFilters(state, { rubro: undefined }) });
  }
  for (const par of state.opciones ?? []) {
    const [nombre, valor] = partirOpcion(par) ?? [par, ''];
    chips.push({
      key: `opcion:${par}`,
      label: `${nombre}: ${valor}`,
      remove: () => alternarOpcion(state, nombre, valor),
    });
  }
  if (chips.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Filtros aplicados"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {chips.map((c) => (
        <li key={c.key}>
          <Chip
            label={c.label}
            aria-label={`Quitar filtro ${c.label}`}
            onClick={() => onChange(c.remove())}
            onDelete={() => onChange(c.remove())}
          />
        </li>
      ))}
    </Stack>
  );
}
