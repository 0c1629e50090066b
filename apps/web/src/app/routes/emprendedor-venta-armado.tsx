import { useParams } from 'react-router';
import { VentaArmado } from '../../features/ventas-vendedor';

/** dashboard-emprendedor/ventas/{id}/armado: the sale's printable packing view (docs/producto/envios-pantallas.md#vista-de-armado). */
export default function EmprendedorVentaArmadoRoute() {
  const { id = '' } = useParams();
  return <VentaArmado key={id} id={id} />;
}
