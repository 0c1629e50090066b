import { Autocomplete, Box, Checkbox, Chip, TextField, Typography } from '@mui/material';
import { formatPrice } from '@feria/contracts';

export interface ProductoOpcion {
  id: string;
  nombre: string;
  precio: number;
  habilitado?: boolean;
}

interface Props {
  opciones: ProductoOpcion[];
  seleccion: string[];
  onChange: (ids: string[]) => void;
  loading: boolean;
  /** The products could not be loaded. */
  loadError: string | null;
  error: string | undefined;
  disabled: boolean;
}

/** Searchable multi-select of the shop's products, each with its price; the chosen ones as chips that wrap. */
export function ProductosSelect({ opciones, seleccion, onChange, loading, loadError, error, disabled }: Props) {
  const porId = new Map(opciones.map((p) => [p.id, p]));
  const valor = seleccion.map((id) => porId.get(id)).filter((p): p is ProductoOpcion => p !== undefined);
  const n = valor.length;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={opciones}
      value={valor}
      disabled={disabled}
      loading={loading}
      loadingText="Cargando productos..."
      noOptionsText={opciones.length === 0 && !loading ? 'Todavía no cargaste productos' : 'Ningún producto coincide'}
      onChange={(_, v) => onChange(v.map((p) => p.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => p.nombre}
      renderOption={(props, p, { selected }) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Checkbox
              checked={selected}
              size="small"
              tabIndex={-1}
              sx={{ mr: 1, p: 0.5 }}
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{p.nombre}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatPrice(p.precio)}
                {p.habilitado === false ? ' · Deshabilitado' : ''}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((p, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={p.nombre} {...rest} sx={{ maxWidth: '100%' }} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Productos"
          required
          error={Boolean(error || loadError)}
          helperText={
            error ??
            loadError ??
            (n === 0
              ? 'Buscá por nombre y elegí uno o más'
              : n === 1
                ? '1 producto elegido'
                : `${n} productos elegidos`)
          }
        />
      )}
    />
  );
}
