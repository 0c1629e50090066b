import { useContext } from 'react';
import { Box } from '@mui/material';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  destacadosConsulta,
  estadisticasConsulta,
  masVendidosConsulta,
  rubrosConsulta,
  useEmprendimientosDestacados,
  useEstadisticas,
  useMasVendidos,
  useRubros,
} from '../../features/catalogo-publico';
import { AuthContext } from '../../features/auth';
import { useVisitadasLocales, VisitadosRecientemente } from '../../features/directorio';
import {
  CategoriasSection,
  DestacadosSection,
  EstadisticasSection,
  HomeHero,
  MasVendidosSection,
} from '../../features/home';
import type { DatosIniciales } from '../datos-iniciales';

/** The four sections' reads, painted by the server (decision 075). The visited shops are this browser's. */
export const datosIniciales: DatosIniciales = async ({ leer }) => {
  await Promise.all([
    leer(masVendidosConsulta()),
    leer(destacadosConsulta()),
    leer(rubrosConsulta()),
    leer(estadisticasConsulta()),
  ]);
  return {};
};

/** Home (docs/producto/rutas.md#barra-publica): hero first (paints at once), then the four anchored data sections. */
export default function HomeRoute() {
  useDocumentTitle(); // the site title: 'Feria — marketplace de emprendimientos'
  const masVendidos = useMasVendidos();
  const destacados = useEmprendimientosDestacados();
  const rubros = useRubros();
  const estadisticas = useEstadisticas();
  // An anonymous visitor's last shops, from this browser (a signed-in buyer has them on the dashboard).
  const auth = useContext(AuthContext);
  const visitadas = useVisitadasLocales(!auth?.authenticated);
  return (
    <Box>
      <HomeHero />
      <MasVendidosSection query={masVendidos} />
      <DestacadosSection query={destacados} />
      {(visitadas.data?.length ?? 0) > 0 && (
        <Box sx={{ py: { xs: 3, md: 5 } }}>
          <VisitadosRecientemente query={visitadas} mostrarVacio={false} />
        </Box>
      )}
      <CategoriasSection query={rubros} />
      <EstadisticasSection query={estadisticas} />
    </Box>
  );
}
