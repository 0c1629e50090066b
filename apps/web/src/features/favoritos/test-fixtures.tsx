import type { ReactElement } from 'react';
import type { Alerta, Favorito, Producto } from '@feria/contracts';
import { renderPage } from '../../components/ui/test-support';
import { FavoritosRaiz } from './components/favoritos-raiz';
import type { QuienFavoritos } from './sesion-favoritos';

// Test data and a harness for the favourites feature (tests only).
export const ID_PRODUCTO = '33333333-3333-4333-8333-333333333333';
export const ID_VARIANTE = '44444444-4444-4444-8444-444444444444';
export const ID_ALERTA = '55555555-5555-4555-8555-555555555555';

export function productoDePrueba(over: Partial<Producto> = {}): Producto {
  return {
    id: ID_PRODUCTO,
    nombre: 'Mate imperial de calabaza',
    descripcion: 'Mate forrado en cuero.',
    precio: 50000,
    stock: 4,
    sku: null,
    rutaImagen: null,
    tipoProducto: null,
    atributos: [],
    fechaAlta: '2026-01-01T12:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: '11111111-1111-4111-8111-111111111111',
    nombreEmprendimiento: 'Mates del Sur',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    ...over,
  };
}

export function alertaDePrueba(over: Partial<Alerta> = {}): Alerta {
  return {
    id: ID_ALERTA,
    tipo: 'stock',
    idProducto: ID_PRODUCTO,
    nombreProducto: 'Mate imperial de calabaza',
    idVariante: null,
    textoVariante: null,
    precioReferencia: null,
    creadaEn: '2026-01-02T12:00:00.000Z',
    cumplidaEn: null,
    ...over,
  };
}

export function favoritoDePrueba(over: Partial<Favorito> = {}): Favorito {
  return {
    producto: productoDePrueba(),
    guardadoEn: '2026-01-02T12:00:00.000Z',
    precioAlGuardar: 50000,
    disponible: true,
    alertas: [],
    ...over,
  };
}

/** Renders `ui` with the hearts' session of `quien`; `ingresar` is the login the app would start. */
export function renderConSesion(ui: ReactElement, quien: QuienFavoritos, ingresar: () => void = () => {}) {
  return renderPage(
    <FavoritosRaiz quien={quien} ingresar={ingresar}>
      {ui}
    </FavoritosRaiz>,
  );
}
