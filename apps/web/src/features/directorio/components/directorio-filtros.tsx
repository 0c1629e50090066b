import type { ReactNode } from 'react';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import type { Provincia, Rubro } from '@feria/contracts';
import { activeFilterCount, CALIFICACIONES_MINIMAS, clearFilters, type DirectorioState } from '../directorio-params';
import { useCiudades } from '../api/directorio';
import { PanelFiltros } from '../../../components/ui/panel-filtros';
import { CampoFiltro } from '../../../components/ui/campo-filtro';

interface Lista<T> {
  data?: T[] | undefined;
  isError: boolean;
}

interface DirectorioFiltrosProps {
  state: DirectorioState;
  rubros: Lista<Rubro>;
  provincias: Lista<Provincia>;
  /** What changes; the page merges it into the current state. */
  onChange: (cambio: Partial<DirectorioState>) => void;
}

const numero = (v: string) => (v === '' ? undefined : Number(v));

function Select({
  label,
  value,
  onChange,
  disabled,
  helperText,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (v: string) => void;
  disabled?: boolean;
  helperText?: string | undefined;
  children: ReactNode;
}) {
  return (
    <CampoFiltro
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      helperText={helperText}
      // A disabled field's hint stays readable (it says why the field is disabled).
      helperTextSx={{ '&.Mui-disabled': { color: 'text.secondary' } }}
      fullWidth
    >
      {children}
    </CampoFiltro>
  );
}

/**
 * docs/producto/entidades.md buyer shop filters: categoria (rubro), ubicacion (provincia, ciudad), calificacionMinima,
 * verificado. Each change applies at once (the URL changes, page back to 1). A collapsible panel below md.
 */
export function DirectorioFiltros({ state, rubros, provincias, onChange }: DirectorioFiltrosProps) {
  const ciudades = useCiudades(state.provincia);
  const cambiar = (cambios: Partial<DirectorioState>) => onChange({ ...cambios, page: 1 });
  const count = activeFilterCount(state) - (state.q ? 1 : 0);

  const panel = (
    <Stack
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      aria-label="Filtros de emprendimientos"
      spacing={2.5}
    >
      <Select
        label="Categoría"
        value={state.rubro ?? ''}
        onChange={(v) => cambiar({ rubro: numero(v) })}
        disabled={rubros.isError}
        helperText={rubros.isError ? 'No se pudieron cargar las categorías.' : undefined}
      >
        <option value="">Todas las categorías</option>
        {rubros.data?.map((r) => (
          <option key={r.idRubro} value={r.idRubro}>
            {r.nombre}
          </option>
        ))}
      </Select>
      <Select
        label="Provincia"
        value={state.provincia ?? ''}
        onChange={(v) => cambiar({ provincia: numero(v), ciudad: '' })}
        disabled={provincias.isError}
        helperText={provincias.isError ? 'No se pudieron cargar las provincias.' : undefined}
      >
        <option value="">Todas las provincias</option>
        {provincias.data?.map((p) => (
          <option key={p.idProvincia} value={p.idProvincia}>
            {p.nombre}
          </option>
        ))}
      </Select>
      <Select
        label="Ciudad"
        value={state.ciudad}
        onChange={(v) => cambiar({ ciudad: v })}
        disabled={state.provincia === undefined || ciudades.isError}
        helperText={
          state.provincia === undefined
            ? 'Elegí primero una provincia.'
            : ciudades.isError
              ? 'No se pudieron cargar las ciudades.'
              : undefined
        }
      >
        <option value="">Todas las ciudades</option>
        {/* A city from a shared link stays selectable while the list loads. */}
        {state.ciudad && !ciudades.data?.includes(state.ciudad) && <option value={state.ciudad}>{state.ciudad}</option>}
        {ciudades.data?.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <Select
        label="Calificación mínima"
        value={state.calificacion ?? ''}
        onChange={(v) => cambiar({ calificacion: numero(v) })}
      >
        <option value="">Cualquier calificación</option>
        {CALIFICACIONES_MINIMAS.map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'estrella' : 'estrellas'} o más
          </option>
        ))}
      </Select>
      <FormControlLabel
        control={<Switch checked={state.verificados} onChange={(e) => cambiar({ verificados: e.target.checked })} />}
        label="Solo verificados"
      />
      <Button
        onClick={() => onChange(clearFilters(state))}
        disabled={activeFilterCount(state) === 0}
        color="inherit"
        sx={{ alignSelf: 'flex-start' }}
      >
        Limpiar filtros
      </Button>
    </Stack>
  );

  return <PanelFiltros activos={count}>{panel}</PanelFiltros>;
}
