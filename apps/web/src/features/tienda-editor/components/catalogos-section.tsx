import { Box, Button, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import type { Catalogo } from '@feria/contracts';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../../components/ui/form-section';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { posicionCatalogo, toggleCatalogo } from '../editor-rules';
import type { FuenteDatos } from './fuente-datos';
import type { SeccionProps } from './seccion-props';

const CATALOGO_PATH = '/dashboard-emprendedor/catalogo';

/** catalogosSeleccionados (docs/producto/entidades.md, docs/producto/validacion.md): a checklist of the enabled catalogs; the tick order is the shop order. */
export function CatalogosSection({
  apariencia,
  onChange,
  catalogos,
}: SeccionProps & { catalogos: FuenteDatos<Catalogo[]> }) {
  const sel = apariencia.catalogosSeleccionados;
  const habilitados = catalogos.data?.filter((c) => c.habilitado) ?? [];
  return (
    <FormSection
      title="Catálogos destacados"
      description="Elegí qué catálogos se muestran y en qué orden (el orden en que los marcás). Si no elegís ninguno, se muestran todos los habilitados."
    >
      {catalogos.isPending ? (
        <LoadingState label="Cargando catálogos..." minHeight={80} />
      ) : catalogos.isError ? (
        <ErrorState
          message={catalogos.error?.message ?? 'Error al obtener catálogos'}
          onRetry={() => void catalogos.refetch()}
        />
      ) : habilitados.length === 0 ? (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            No tenés catálogos habilitados.
          </Typography>
          <Button component={RouterLink} to={CATALOGO_PATH} variant="outlined" size="small">
            Ir a Catálogos
          </Button>
        </Box>
      ) : (
        <Box component="ul" aria-label="Catálogos habilitados" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {habilitados.map((c) => {
            const pos = posicionCatalogo(sel, c.idCatalogo);
            return (
              <li key={c.idCatalogo}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={pos !== null}
                      onChange={() => onChange({ catalogosSeleccionados: toggleCatalogo(sel, c.idCatalogo) })}
                    />
                  }
                  label={
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                    >
                      <span>{c.nombre}</span>
                      {pos !== null && (
                        <Chip size="small" color="primary" label={`${pos}°`} aria-label={`posición ${pos}`} />
                      )}
                    </Box>
                  }
                />
              </li>
            );
          })}
        </Box>
      )}
    </FormSection>
  );
}
