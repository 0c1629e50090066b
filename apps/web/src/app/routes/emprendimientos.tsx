import type { EmprendimientoPublico } from '@feria/contracts';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ciudadesConsulta,
  directorioConsulta,
  DirectorioPage,
  provinciasDirectorioConsulta,
  readDirectorioState,
  rubrosDirectorioConsulta,
  toListQuery,
} from '../../features/directorio';
import type { DatosIniciales } from '../datos-iniciales';

/** The list as the URL asks for it and the filters' options (decision 075). */
export const datosIniciales: DatosIniciales = async ({ search, leer }) => {
  const state = readDirectorioState(search);
  await Promise.all([
    leer(directorioConsulta(toListQuery(state))),
    leer(rubrosDirectorioConsulta()),
    leer(provinciasDirectorioConsulta()),
    state.provincia !== undefined ? leer(ciudadesConsulta(state.provincia)) : undefined,
  ]);
  return {};
};

// Readable URL (decision 040); the id still works for a shop without one.
const tiendaPublica = (e: EmprendimientoPublico) => `/tienda/${encodeURIComponent(e.slug || e.id)}`;

/** /emprendimientos: the public 'Consultar Emprendimientos' (linked from the home's Emprendimientos section). */
export default function EmprendimientosRoute() {
  useDocumentTitle('Emprendimientos');
  return <DirectorioPage hrefTienda={tiendaPublica} />;
}
