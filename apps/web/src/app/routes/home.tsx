import { Box } from '@mui/material';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useEmprendimientosDestacados, useEstadisticas, useMasVendidos, useRubros } from '../../features/catalogo-publico';
import { CategoriasSection, DestacadosSection, EstadisticasSection, HomeHero, MasVendidosSection } from '../../features/home';

/** Home (spec §2.4): hero first (paints at once), then the four anchored data sections. */
export default function HomeRoute() {
  useDocumentTitle(); // the site title: 'Feria — marketplace de emprendimientos'
  const masVendidos = useMasVendidos();
  const destacados = useEmprendimientosDestacados();
  const rubros = useRubros();
  const estadisticas = useEstadisticas();
  return (
    <Box>
      <HomeHero />
      <MasVendidosSection query={masVendidos} />
      <DestacadosSection query={destacados} />
      <CategoriasSection query={rubros} />
      <EstadisticasSection query={estadisticas} />
    </Box>
  );
}
