// Test-only data and doubles for the seller product pages: never imported by app code.
import type { ProductoImagen, ProductoVendedor } from '@feria/contracts';

export const EMPRENDIMIENTO_ID = '3b9d2c6e-1f0a-4c1e-9a55-2d4f8e7c6b10';
export const API = '/api/emprendedor/v1/productos';

let n = 0;
/** A product as GET misProductos returns it; each call gets a new uuid unless one is given. */
export function productoFixture(over: Partial<ProductoVendedor> = {}): ProductoVendedor {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    nombre: 'Taza esmaltada',
    descripcion: 'Taza de cerámica esmaltada a mano.',
    precio: 12000,
    stock: 5,
    sku: 'TAZ-01',
    rutaImagen: null,
    tipoProducto: { idTipoProducto: 3, nombre: 'Cerámica', descripcion: null },
    atributos: [],
    fechaAlta: '2026-04-10T12:00:00.000Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: EMPRENDIMIENTO_ID,
    nombreEmprendimiento: 'Dulces de la Abuela',
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    descuento: null,
    imagenes: [],
    idCatalogos: [],
    ...over,
  };
}

export const imagenFixture = (id: number, orden: number, principal = orden === 0): ProductoImagen => ({
  id,
  url: `/uploads/productos/${id}.webp`,
  principal,
  orden,
});

export const TIPOS = [
  { id: 3, nombre: 'Cerámica', descripcion: null },
  { id: 4, nombre: 'Indumentaria', descripcion: null },
];

/**
 * Minimal XMLHttpRequest double for uploads: records every request and lets the test drive the
 * progress and the answer (`FakeXhr.all`, `answer`). `auto` answers each request as soon as it is sent.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static auto: ((xhr: FakeXhr) => { status: number; body: unknown }) | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  static reset() {
    FakeXhr.all = [];
    FakeXhr.auto = undefined;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    const auto = FakeXhr.auto;
    if (auto)
      queueMicrotask(() => {
        const r = auto(this);
        this.answer(r.status, r.body);
      });
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export const imagenArchivo = (nombre = 'foto.png', type = 'image/png', size = 3) =>
  new File([new Uint8Array(size)], nombre, { type });
