import { Autocomplete, Box, Button, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import type { Provincia } from '@feria/contracts';
import type { ZonaBorrador } from '../borrador';

interface Props {
  zona: ZonaBorrador;
  /** 'Zona 2' — names the fields for screen readers. */
  titulo: string;
  /** 'metodos.1.zonas.0': where this zone's messages are. */
  ruta: string;
  errores: Record<string, string>;
  provincias: readonly Provincia[];
  /** Provinces another zone of the same method already has (docs/producto/envios.md#zonas: one zone each). */
  ocupadas: ReadonlySet<number>;
  onChange: (cambios: Partial<ZonaBorrador>) => void;
  onQuitar?: () => void;
}

/** One zone of a home delivery (docs/producto/envios.md#zonas): its provinces, cost and delivery days. */
export function ZonaCampos({ zona, titulo, ruta, errores, provincias, ocupadas, onChange, onQuitar }: Props) {
  const error = (campo: string) => errores[`${ruta}.${campo}`];
  const elegidas = provincias.filter((p) => zona.idProvincias.includes(p.idProvincia));
  const numero = (campo: 'costo' | 'diasMin' | 'diasMax', etiqueta: string, pesos = false) => (
    <TextField
      label={etiqueta}
      value={zona[campo]}
      onChange={(e) => onChange({ [campo]: e.target.value })}
      error={Boolean(error(campo))}
      helperText={error(campo)}
      slotProps={{
        htmlInput: { inputMode: pesos ? 'decimal' : 'numeric', 'aria-label': `${etiqueta} (${titulo})` },
        input: pesos ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
      }}
      // On a phone the cost takes the whole row and the two day fields share the next one.
      sx={{ gridColumn: pesos ? { xs: '1 / -1', sm: 'auto' } : 'auto' }}
    />
  );

  return (
    <Box
      role="group"
      aria-label={titulo}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {zona.restoDelPais ? `${titulo}: resto del país` : titulo}
        </Typography>
        {onQuitar && (
          <Button size="small" color="error" onClick={onQuitar} aria-label={`Quitar ${titulo}`}>
            Quitar zona
          </Button>
        )}
      </Stack>
      <Stack spacing={2}>
        {zona.restoDelPais ? (
          <Typography color="text.secondary" variant="body2">
            Todas las provincias que no están en otra zona.
          </Typography>
        ) : (
          <Autocomplete
            multiple
            options={provincias as Provincia[]}
            value={elegidas}
            getOptionLabel={(p) => p.nombre}
            isOptionEqualToValue={(a, b) => a.idProvincia === b.idProvincia}
            getOptionDisabled={(p) => ocupadas.has(p.idProvincia)}
            onChange={(_, valor) => onChange({ idProvincias: valor.map((p) => p.idProvincia) })}
            noOptionsText="No hay provincias con ese nombre"
            renderValue={(valor, getItemProps) =>
              valor.map((p, index) => {
                const { key, ...props } = getItemProps({ index });
                return <Chip key={key} size="small" label={p.nombre} {...props} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Provincias"
                placeholder={elegidas.length === 0 ? 'Elegí una o más' : undefined}
                error={Boolean(error('idProvincias'))}
                helperText={error('idProvincias')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'aria-label': `Provincias (${titulo})` },
                }}
              />
            )}
          />
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
          {numero('costo', 'Costo', true)}
          {numero('diasMin', 'Días mínimos')}
          {numero('diasMax', 'Días máximos')}
        </Box>
      </Stack>
    </Box>
  );
}
