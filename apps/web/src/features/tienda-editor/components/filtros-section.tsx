import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { AtributoSugerido } from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { agregarFiltroValidado, parseValores, quitarFiltro, quitarValor, sugerenciasPendientes } from '../editor-rules';
import type { FuenteDatos } from './fuente-datos';
import type { SeccionProps } from './seccion-props';

/** The shop's attribute filters (docs/producto/entidades.md filtros, docs/producto/validacion.md merge rule), with suggestions from its products' attributes. */
export function FiltrosSection({
  apariencia,
  onChange,
  atributos,
}: SeccionProps & { atributos: FuenteDatos<AtributoSugerido[]> }) {
  const [clave, setClave] = useState('');
  const [valores, setValores] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filtros = apariencia.filtros;
  const sugerencias = sugerenciasPendientes(atributos.data ?? [], filtros);

  const agregar = (c: string, v: string[]) => {
    const r = agregarFiltroValidado(filtros, c, v);
    if (!r.ok) return setError(r.error);
    setError(null);
    onChange({ filtros: r.filtros });
    return true;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (agregar(clave, parseValores(valores))) {
      setClave('');
      setValores('');
    }
  };

  return (
    <FormSection
      title="Filtros"
      description="Los compradores filtran los productos de tu tienda por estos atributos (por ejemplo Color o Talle)."
    >
      {filtros.length > 0 && (
        <Box
          component="ul"
          aria-label="Filtros de tu tienda"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {filtros.map((f) => (
            <Paper component="li" key={f.clave} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {f.clave}
                </Typography>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlinedIcon aria-hidden />}
                  onClick={() => onChange({ filtros: quitarFiltro(filtros, f.clave) })}
                  aria-label={`Quitar filtro ${f.clave}`}
                >
                  Quitar
                </Button>
              </Stack>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                {f.valores.map((v) => (
                  <Chip
                    key={v}
                    label={v}
                    // The whole chip is the remove button (Enter, Delete or Backspace), named for screen readers.
                    aria-label={`${v}: quitar de ${f.clave}`}
                    onClick={() => onChange({ filtros: quitarValor(filtros, f.clave, v) })}
                    onDelete={() => onChange({ filtros: quitarValor(filtros, f.clave, v) })}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {/* Wraps by the space it has (the editor column is narrow beside the preview). */}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label="Agregar filtro"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label="Nombre del filtro"
          placeholder="Ej: Color"
          value={clave}
          onChange={(e) => setClave(e.target.value)}
          size="small"
          sx={{ flex: '1 1 160px' }}
          slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
        />
        <TextField
          label="Valores"
          placeholder="Ej: Rojo, Azul"
          helperText="Separalos con comas."
          value={valores}
          onChange={(e) => setValores(e.target.value)}
          size="small"
          sx={{ flex: '2 1 200px' }}
          slotProps={{ htmlInput: { maxLength: 600, autoComplete: 'off' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<AddIcon aria-hidden />}
          sx={{ whiteSpace: 'nowrap', flex: '0 0 auto' }}
        >
          Agregar filtro
        </Button>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {sugerencias.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Sugerencias según los atributos de tus productos:
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {sugerencias.map((s) => (
              <Chip
                key={s.clave}
                icon={<AddIcon aria-hidden />}
                label={
                  <>
                    <Box component="span" sx={visuallyHidden}>
                      Agregar filtro{' '}
                    </Box>
                    {s.clave} ({s.valores.length === 1 ? '1 valor' : `${s.valores.length} valores`})
                  </>
                }
                variant="outlined"
                onClick={() => agregar(s.clave, s.valores)}
                title={s.valores.join(', ')}
              />
            ))}
          </Stack>
        </Box>
      )}
      {atributos.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void atributos.refetch()}>
              Reintentar
            </Button>
          }
        >
          {atributos.error?.message ?? 'Error al obtener atributos de productos'}
        </Alert>
      )}
    </FormSection>
  );
}
