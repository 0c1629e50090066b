import { useId } from 'react';
import { Box, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { esteMes, mesPasado, type Periodo } from '../../lib/periodo';

/**
 * 'Período' of the money screens: two date fields and the quick 'Este mes' / 'Mes pasado'. A
 * named group (not a fieldset's legend, which MUI's outlined fields would draw beside them); on a
 * phone the date fields go one under the other (each is wider than half a 360 px screen).
 */
export function SelectorPeriodo({
  periodo,
  problema,
  onChange,
}: {
  periodo: Partial<Periodo>;
  problema?: string;
  onChange: (p: Partial<Periodo>) => void;
}) {
  const id = useId();
  const rapidos = { 'este-mes': esteMes(), 'mes-pasado': mesPasado() };
  const elegido = (Object.keys(rapidos) as (keyof typeof rapidos)[]).find(
    (k) => rapidos[k].desde === periodo.desde && rapidos[k].hasta === periodo.hasta,
  );
  return (
    <Box role="group" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Período
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: { sm: '0 1 420px' } }}>
          <TextField
            size="small"
            type="date"
            label="Desde"
            value={periodo.desde ?? ''}
            onChange={(e) => onChange({ ...periodo, desde: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            size="small"
            type="date"
            label="Hasta"
            value={periodo.hasta ?? ''}
            onChange={(e) => onChange({ ...periodo, hasta: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(problema)}
            helperText={problema}
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={elegido ?? null}
          onChange={(_, v: keyof typeof rapidos | null) => v && onChange(rapidos[v])}
          aria-label="Períodos rápidos"
        >
          <ToggleButton value="este-mes" sx={{ px: 1.5 }}>
            Este mes
          </ToggleButton>
          <ToggleButton value="mes-pasado" sx={{ px: 1.5 }}>
            Mes pasado
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Box>
  );
}
