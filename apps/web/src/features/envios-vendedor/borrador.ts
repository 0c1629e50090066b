import { metodosEnvioInput, type MetodoEnvio, type MetodoEnvioInput, type TipoEnvio } from '@feria/contracts';

// The 'Envíos' form's draft (docs/producto/envios.md#metodos): what the seller typed, kept as
// typed (numbers as text) so nothing is lost on an error; checked with the same schema as the
// server before saving, each message under its own field.

export interface ZonaBorrador {
  clave: string;
  restoDelPais: boolean;
  idProvincias: number[];
  costo: string;
  diasMin: string;
  diasMax: string;
}

export interface MetodoBorrador {
  /** The React key: the stored id, or a local one for a new method. */
  clave: string;
  /** The stored id; undefined for a method not saved yet. */
  id?: string;
  tipo: TipoEnvio;
  nombre: string;
  calle: string;
  numero: string;
  ciudad: string;
  idProvincia: number | null;
  horarios: string;
  zonas: ZonaBorrador[];
  gratisDesde: string;
}

let siguiente = 0;
const claveNueva = () => `nuevo-${++siguiente}`;

const NOMBRES: Record<TipoEnvio, string> = {
  RETIRO: 'Retiro en el local',
  DOMICILIO: 'Envío a domicilio',
  A_COORDINAR: 'A coordinar con el emprendimiento',
};

const texto = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function zonaNueva(restoDelPais = false): ZonaBorrador {
  return { clave: claveNueva(), restoDelPais, idProvincias: [], costo: '', diasMin: '', diasMax: '' };
}

export function metodoNuevo(tipo: TipoEnvio): MetodoBorrador {
  return {
    clave: claveNueva(),
    tipo,
    nombre: NOMBRES[tipo],
    calle: '',
    numero: '',
    ciudad: '',
    idProvincia: null,
    horarios: '',
    zonas: tipo === 'DOMICILIO' ? [zonaNueva()] : [],
    gratisDesde: '',
  };
}

export function borradorDe(m: MetodoEnvio): MetodoBorrador {
  const base = { ...metodoNuevo(m.tipo), clave: m.id, id: m.id, nombre: m.nombre };
  if (m.tipo === 'RETIRO') return { ...base, ...m.direccion, horarios: m.horarios };
  if (m.tipo === 'DOMICILIO')
    return {
      ...base,
      gratisDesde: texto(m.gratisDesde),
      zonas: m.zonas.map((z) => ({
        clave: claveNueva(),
        restoDelPais: z.restoDelPais,
        idProvincias: z.idProvincias,
        costo: texto(z.costo),
        diasMin: texto(z.diasMin),
        diasMax: texto(z.diasMax),
      })),
    };
  return base;
}

/**
 * A typed amount as a number: '3500', '3.500', '$ 3.500' and '3500,50' read as pesos (es-AR
 * writes thousands with dots and decimals with a comma). Anything else stays text, so the schema
 * answers its own message; empty is undefined ('required').
 */
export function numeroEscrito(valor: string): number | string | undefined {
  const limpio = valor.replace(/[\s$]/g, '');
  if (limpio === '') return undefined;
  const normal = limpio.includes(',')
    ? limpio.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(limpio)
      ? limpio.replace(/\./g, '')
      : limpio;
  const n = Number(normal);
  return Number.isFinite(n) && /^-?\d+(\.\d+)?$/.test(normal) ? n : valor;
}

function entradaDe(m: MetodoBorrador): MetodoEnvioInput {
  const id = m.id ? { id: m.id } : {};
  if (m.tipo === 'RETIRO')
    return {
      ...id,
      tipo: 'RETIRO',
      nombre: m.nombre,
      direccion: { calle: m.calle, numero: m.numero, ciudad: m.ciudad, idProvincia: m.idProvincia as number },
      horarios: m.horarios,
    };
  if (m.tipo === 'DOMICILIO')
    return {
      ...id,
      tipo: 'DOMICILIO',
      nombre: m.nombre,
      zonas: m.zonas.map((z) => ({
        restoDelPais: z.restoDelPais,
        idProvincias: z.restoDelPais ? [] : z.idProvincias,
        costo: numeroEscrito(z.costo) as number,
        diasMin: numeroEscrito(z.diasMin) as number,
        diasMax: numeroEscrito(z.diasMax) as number,
      })),
      gratisDesde: (numeroEscrito(m.gratisDesde) ?? null) as number | null,
    };
  return { ...id, tipo: 'A_COORDINAR', nombre: m.nombre };
}

/** Field path → message, with the list's indexes: 'metodos.1.zonas.0.costo'. */
export type ErroresBorrador = Record<string, string>;

/** The body to send, or every field's first message (the schema's own texts). */
export function validarBorrador(
  metodos: readonly MetodoBorrador[],
): { ok: true; cuerpo: { metodos: MetodoEnvioInput[] } } | { ok: false; errores: ErroresBorrador } {
  const cuerpo = { metodos: metodos.map(entradaDe) };
  const r = metodosEnvioInput.safeParse(cuerpo);
  if (r.success) return { ok: true, cuerpo };
  const errores: ErroresBorrador = {};
  for (const issue of r.error.issues) {
    // The pickup address fields show under their own inputs: 'metodos.0.direccion.calle' → 'metodos.0.calle'.
    const clave = issue.path.filter((p) => p !== 'direccion').join('.');
    errores[clave] ??= issue.message;
  }
  return { ok: false, errores };
}
