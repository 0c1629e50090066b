import type { DatosActualizacionVoz } from '@feria/contracts';
import { singularDeNombre } from './creacion';
import { sinAcentos, singular } from './normalizar';
import { palabrasClave, parecido, puntaje, tipoDe, type ProductoVoz, type TipoVoz } from './productos-similares';
import { resumen, type ContextoVoz, type Interpretacion } from './respuesta';
import { capitalizar, textoDe, type Token } from './tokens';

// Several of the seller's products named at once: 'todas las velas', 'los mates', 'las velas de
// soja', 'los buzos y las remeras' (docs/producto/voz.md#plurales).

export interface Grupo {
  /** The words said ('mates', 'velas de soja'). */
  dicho: string;
  /** The type's name, or the words in singular when they are not a type ('Vela de soja'). */
  nombre: string;
  productos: ProductoVoz[];
  porTipo: boolean;
  razon: string;
}

/** The type the words name, when every word said is in the type's name ('yerbas' is Yerba mate; 'velas de soja' is not Vela). */
function tipoNombrado(dicho: string, tipos: readonly TipoVoz[]): TipoVoz | null {
  const t = tipoDe(dicho, tipos);
  if (!t) return null;
  const delTipo = palabrasClave(t.nombre);
  return palabrasClave(dicho).every((w) => delTipo.some((n) => parecido(w, n) >= 0.7)) ? t : null;
}

/** The products a noun said for several means: its type's products, else those whose name has its words. */
export function resolverGrupo(sustantivo: readonly Token[], ctx: ContextoVoz): Grupo {
  const dicho = textoDe(sustantivo);
  const tipo = tipoNombrado(dicho, ctx.tipos);
  const delTipo = tipo ? ctx.productos.filter((p) => p.tipoProductoId === tipo.id) : [];
  if (tipo && delTipo.length)
    return {
      dicho,
      nombre: tipo.nombre,
      productos: delTipo,
      porTipo: true,
      razon: `«${dicho}» es el tipo ${tipo.nombre}.`,
    };
  const dichas = palabrasClave(dicho);
  const productos = ctx.productos.filter((p) => puntaje(dichas, p) >= 0.75);
  return {
    dicho,
    nombre: capitalizar(singularDeNombre(sustantivo)),
    productos,
    porTipo: false,
    razon: `«${dicho}» no es un tipo con productos; coincidencia por nombre.`,
  };
}

const ARTICULO_PLURAL = new Set(['los', 'las']);
/** What may come before the article: 'a los mates', 'de las tazas', and an 'un' left over from 'un 10 %'. */
const ANTES_DEL_ARTICULO = new Set(['a', 'de', 'un', 'una', ',', 'todos', 'todas']);

/** 'los mates', 'a las tazas', 'los buzos y las remeras' → each noun said with a plural article; null when the words are not that. */
export function sustantivosPlurales(ts: readonly Token[]): Token[][] | null {
  const frases: Token[][] = [[]];
  ts.forEach((t, k) => {
    const sig = ts[k + 1]?.n ?? '';
    const sig2 = ts[k + 2]?.n ?? '';
    if (
      (t.n === 'y' || t.n === ',') &&
      (ARTICULO_PLURAL.has(sig) || ((sig === 'a' || sig === 'de') && ARTICULO_PLURAL.has(sig2)))
    )
      frases.push([]);
    else frases.at(-1)!.push(t);
  });
  const sustantivos: Token[][] = [];
  for (const f of frases) {
    const a = f.findIndex((t) => ARTICULO_PLURAL.has(t.n));
    if (a < 0 || f.slice(0, a).some((t) => !ANTES_DEL_ARTICULO.has(t.n))) return null;
    const resto = f.slice(a + 1);
    while (resto.length && [',', 'y', 'de', 'a', 'un', 'una'].includes(resto.at(-1)!.n)) resto.pop();
    const nucleo = resto[0]?.n ?? '';
    if (!nucleo || singular(nucleo) === nucleo) return null;
    sustantivos.push(resto);
  }
  return sustantivos;
}

/**
 * 'subí un 10 % los mates': a plural type (or a plural name that fits several products) said
 * with its article is every one of them. Null when the words name one product: 'las zapatillas'
 * is the type Zapatillas said as it is written, 'las velas de soja vainilla' fit only one.
 */
export function gruposPlurales(ts: readonly Token[], ctx: ContextoVoz): Grupo[] | null {
  const sustantivos = sustantivosPlurales(ts);
  if (!sustantivos) return null;
  const grupos = sustantivos.map((s) => resolverGrupo(s, ctx));
  const comoSeEscribe = (g: Grupo, s: readonly Token[]) => g.porTipo && sinAcentos(g.nombre).split(' ')[0] === s[0]!.n;
  if (grupos.some((g, k) => comoSeEscribe(g, sustantivos[k]!))) return null;
  if (grupos.length === 1 && !grupos[0]!.porTipo && grupos[0]!.productos.length === 1) return null;
  return grupos;
}

const enumerar = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} y ${xs.at(-1)}`;

/** The mass change of docs/producto/voz-grabador.md#estados-del-grabador over one or several groups; the ones with no product are named in the message. */
export function respuestaMasiva(grupos: readonly Grupo[], datos: DatosActualizacionVoz): Interpretacion {
  const vacios = grupos.filter((g) => g.productos.length === 0);
  const llenos = grupos.filter((g) => g.productos.length > 0);
  const razon = grupos.map((g) => g.razon).join(' ');
  if (llenos.length === 0) {
    const dicho = enumerar(vacios.map((g) => g.dicho));
    return {
      accionDetectada: 'ENTIDADES_NO_ENCONTRADAS',
      mensajeUsuario: `No encontramos productos de «${dicho}» en tu tienda. Probá con el tipo como aparece en tus productos.`,
      datosAccion: null,
      entidadesEncontradas: { tipo: dicho },
      razonamientoInterno: razon,
    };
  }
  const afectados = [...new Map(llenos.flatMap((g) => g.productos).map((p) => [p.id, p])).values()].sort((a, b) =>
    a.nombre.localeCompare(b.nombre, 'es'),
  );
  const nombres = [...new Set(llenos.map((g) => g.nombre))];
  const n = afectados.length;
  const deQue =
    nombres.length === 1 ? `del tipo "${nombres[0]}"` : `de los tipos ${enumerar(nombres.map((x) => `"${x}"`))}`;
  return {
    accionDetectada: 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
    mensajeUsuario:
      `Vas a modificar ${n} producto${n === 1 ? '' : 's'} ${deQue}. Revisá cada producto antes de confirmar.` +
      (vacios.length ? ` No encontramos productos de ${enumerar(vacios.map((g) => `«${g.dicho}»`))}.` : ''),
    datosAccion: {
      datos_modificacion: datos,
      productos_afectados: afectados.map(resumen),
      tipo_producto: enumerar(nombres),
      tipos_producto: nombres,
      cantidad_productos: n,
      razonamiento_ia: razon,
    },
    entidadesEncontradas: { tipo: enumerar(nombres), tipos: nombres },
    razonamientoInterno: razon,
  };
}
