import {
  cuponInput,
  descuentoInput,
  MENSAJES_PROMOCION,
  type CuponInput,
  type CuponVendedor,
  type DescuentoInput,
  type DescuentoVendedor,
  type TipoPromocion,
} from '@feria/contracts';
import type { z } from 'zod';
import { fechaInput } from './promociones-texto';

// The dialogs' form state (strings, as the inputs hold them) and its way to the API body through
// the contracts schemas, so the client shows the same messages the server would send.

export type Errores = Partial<Record<string, string>>;
type Resultado<T> = { ok: true; input: T } | { ok: false; errores: Errores };

export interface DescuentoForm {
  tipo: TipoPromocion;
  valor: string;
  productosIds: string[];
  fechaInicio: string;
  fechaFin: string;
  descripcion: string;
}

export interface CuponForm {
  codigoCupon: string;
  tipo: TipoPromocion;
  valor: string;
  descripcion: string;
  montoMinimo: string;
  cantidadMinima: string;
  usosMaximos: string;
  usosPorComprador: string;
  fechaInicio: string;
  fechaFin: string;
}

const texto = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** '' is no number (NaN: the schema answers 'Ingresá un valor numérico'); '1,5' reads as 1.5. */
const numero = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));
const opcional = (s: string) => (s.trim() === '' ? null : numero(s));
/** An untouched date goes back as the server sent it; a picked day as 'YYYY-MM-DD'; an empty one clears it. */
const fecha = (valor: string, original: string | null | undefined) =>
  valor === '' ? null : original && fechaInput(original) === valor ? original : valor;

export function descuentoForm(d?: DescuentoVendedor): DescuentoForm {
  return {
    tipo: d?.tipo ?? 'PORCENTAJE',
    valor: texto(d?.valor),
    productosIds: d?.productosIds ?? [],
    fechaInicio: fechaInput(d?.fechaInicio ?? null),
    fechaFin: fechaInput(d?.fechaFin ?? null),
    descripcion: d?.descripcion ?? '',
  };
}

export function cuponForm(c?: CuponVendedor): CuponForm {
  return {
    codigoCupon: c?.codigoCupon ?? '',
    tipo: c?.tipo ?? 'PORCENTAJE',
    valor: texto(c?.valor),
    descripcion: c?.descripcion ?? '',
    montoMinimo: texto(c?.montoMinimo),
    cantidadMinima: texto(c?.cantidadMinima),
    usosMaximos: texto(c?.usosMaximos),
    usosPorComprador: texto(c?.usosPorComprador),
    fechaInicio: fechaInput(c?.fechaInicio ?? null),
    fechaFin: fechaInput(c?.fechaFin ?? null),
  };
}

/** The first message of each field. */
export function erroresDe(issues: z.core.$ZodIssue[]): Errores {
  const errores: Errores = {};
  for (const i of issues) {
    const campo = String(i.path[0] ?? 'form');
    errores[campo] ??= i.message;
  }
  return errores;
}

/**
 * The discount's body, or the messages per field. A fixed amount must leave every chosen product
 * above $ 0 (the server says the same, naming the product).
 */
export function validarDescuento(
  f: DescuentoForm,
  precios: Map<string, { nombre: string; precio: number }>,
  original?: DescuentoVendedor,
): Resultado<DescuentoInput> {
  const parsed = descuentoInput.safeParse({
    tipo: f.tipo,
    valor: numero(f.valor),
    productosIds: f.productosIds,
    fechaInicio: fecha(f.fechaInicio, original?.fechaInicio),
    fechaFin: fecha(f.fechaFin, original?.fechaFin),
    descripcion: f.descripcion.trim() || null,
  });
  if (!parsed.success) return { ok: false, errores: erroresDe(parsed.error.issues) };
  const { tipo, valor, productosIds } = parsed.data;
  if (tipo === 'VALOR_FIJO') {
    const excedido = productosIds.map((id) => precios.get(id)).find((p) => p !== undefined && valor >= p.precio);
    if (excedido) return { ok: false, errores: { valor: MENSAJES_PROMOCION.fijoSuperaPrecio(excedido.nombre) } };
  }
  return { ok: true, input: parsed.data };
}

export function validarCupon(f: CuponForm, original?: CuponVendedor): Resultado<CuponInput> {
  const parsed = cuponInput.safeParse({
    codigoCupon: f.codigoCupon,
    tipo: f.tipo,
    valor: numero(f.valor),
    descripcion: f.descripcion.trim() || null,
    montoMinimo: opcional(f.montoMinimo),
    cantidadMinima: opcional(f.cantidadMinima),
    usosMaximos: opcional(f.usosMaximos),
    usosPorComprador: opcional(f.usosPorComprador),
    fechaInicio: fecha(f.fechaInicio, original?.fechaInicio),
    fechaFin: fecha(f.fechaFin, original?.fechaFin),
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errores: erroresDe(parsed.error.issues) };
}
