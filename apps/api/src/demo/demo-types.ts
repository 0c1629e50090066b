/**
 * Shapes of the demo marketplace. Only the seeder reads them: it turns catalog
 * names into ids, `diasRestantes` into a discount end date and `imagenes` into generated files.
 */
import type { Apariencia } from '@feria/contracts';

export interface DemoAtributo {
  clave: string;
  valor: string;
}

export interface DemoProducto {
  sku: string;
  nombre: string;
  descripcion: string;
  precio: number;
  stock: number;
  /** A TIPOS_PRODUCTO nombre. */
  tipo: string;
  atributos: DemoAtributo[];
  /** `diasRestantes: null` means the discount has no end date. */
  descuento?: { porcentaje: number; diasRestantes: number | null };
  /**
   * Units the demo's generated orders sell (apps/api/src/seed/demo-ventas.ts, decision 064): the
   * product's sold count, its reviews and the seller's metrics all come from those orders.
   */
  vendidos: number;
  /** Names of this shop's catalogs. */
  catalogos: string[];
  /** How many gallery images (1..3) to generate. */
  imagenes: number;
  /** Default true; disabled products must never be public. */
  habilitado?: boolean;
  /** docs/producto/variantes.md: its options and the variants it sells (`imagen`: which of its images, from 0). */
  opciones?: { nombre: string; valores: string[] }[];
  variantes?: { valores: Record<string, string>; stock: number; precio?: number; imagen?: number }[];
}

export interface DemoEmprendimiento {
  nombre: string;
  descripcion: string;
  rubro: string;
  provincia: string;
  ciudad: string;
  calle: string;
  numero: string;
  titular: string;
  /** 11 digits, no dashes. */
  cuit: string;
  /** 22 digits. */
  cbu: string;
  alias: string;
  owner: { email: string; nombre: string; apellido: string };
  /** Brand colour for the generated logo, banner and product images. */
  color: string;
  catalogos: { nombre: string; habilitado: boolean }[];
  apariencia: Omit<Partial<Apariencia>, 'catalogosSeleccionados' | 'banner' | 'logo'> & {
    /** Catalog names; the seeder maps them to ids. */
    catalogosSeleccionados: string[];
  };
  productos: DemoProducto[];
  /** Contact before buying (decision 040), as the seller would type it; demo numbers are fake. Every demo shop has one: a shop without it reads as abandoned. */
  contacto: { whatsapp?: string; instagram?: string; email?: string };
  /**
   * docs/producto/demo.md#cobros: with the sandbox, every demo shop starts with its own Mercado Pago
   * test account connected, except the one marked here, which takes bank transfer only.
   */
  soloTransferencia?: true;
}

/** A shop request waiting for the admin, or one the admin turned down (decision 040). */
export type DemoSolicitud = Pick<
  DemoEmprendimiento,
  | 'nombre'
  | 'descripcion'
  | 'rubro'
  | 'provincia'
  | 'ciudad'
  | 'calle'
  | 'numero'
  | 'titular'
  | 'cuit'
  | 'cbu'
  | 'alias'
  | 'owner'
> & {
  estado: 'Pendiente' | 'Rechazado';
  motivoRechazo?: string;
  /** Days ago the request was sent (and, when rejected, reviewed a day later). */
  diasAtras: number;
};
