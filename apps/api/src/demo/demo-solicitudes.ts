// Demo data: fictional shop requests, not real businesses. A new admin sees the approval flow at
// once (decision 040): one request waiting for review and one turned down with its reason. They
// are not public (only Activo shops are), so the public counts do not change.
import type { DemoSolicitud } from './demo-types';

export const DEMO_SOLICITUDES: readonly DemoSolicitud[] = [
  {
    estado: 'Pendiente',
    diasAtras: 2,
    nombre: 'Alfajores La Chacra',
    descripcion:
      'Alfajores de maicena y de dulce de leche artesanal, hechos en el horno de la chacra familiar en Tandil. Cajas de regalo por docena.',
    rubro: 'Alimentos y Bebidas',
    provincia: 'Buenos Aires',
    ciudad: 'Tandil',
    calle: 'Av. Colón',
    numero: '1230',
    titular: 'Marta Iturralde',
    cuit: '20123456786',
    cbu: '2850590940090418135201',
    alias: 'alfajores.chacra',
    owner: { email: 'solicitud.pendiente@demo.feria.ar', nombre: 'Marta', apellido: 'Iturralde' },
  },
  {
    estado: 'Rechazado',
    diasAtras: 6,
    motivoRechazo:
      'La descripción no dice qué vendés ni de dónde son los productos, y el titular de la cuenta no coincide con el CUIT. Completalos y volvé a enviar la solicitud.',
    nombre: 'Ofertas Ya',
    descripcion: 'Vendemos de todo, los mejores precios, consultá por lo que necesites y te lo conseguimos.',
    rubro: 'Accesorios',
    provincia: 'Santa Fe',
    ciudad: 'Rosario',
    calle: 'Córdoba',
    numero: '455',
    titular: 'Luis Benítez',
    cuit: '20123456786',
    cbu: '2850590940090418135201',
    alias: 'ofertas.ya.demo',
    owner: { email: 'solicitud.rechazada@demo.feria.ar', nombre: 'Luis', apellido: 'Benítez' },
  },
];
