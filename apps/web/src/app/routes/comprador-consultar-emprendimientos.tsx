import type { EmprendimientoPublico } from '@feria/contracts';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { DirectorioPage } from '../../features/directorio';

// Inside the buyer area a shop opens in the area's own shop page (docs/producto/rutas.md#tabla-de-rutas dashboard-comprador/tienda/{id}, by slug since decision 040).
const tiendaEnArea = (e: EmprendimientoPublico) => `/dashboard-comprador/tienda/${encodeURIComponent(e.slug || e.id)}`;

/** dashboard-comprador/consultar-emprendimientos (docs/producto/rutas.md#menus buyer menu). */
export default function CompradorConsultarEmprendimientosRoute() {
  useDocumentTitle('Consultar Emprendimientos');
  return <DirectorioPage hrefTienda={tiendaEnArea} />;
}
