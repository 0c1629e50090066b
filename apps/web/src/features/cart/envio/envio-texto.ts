import { envioDomicilioGratis, formatPrice, type MetodoEnvioPublico } from '@feria/contracts';

// docs/producto/envios-pantallas.md#linea-de-envio: what the product page, the cart and the checkout
// say about delivery to the buyer's province, from the shop's public read (docs/producto/envios.md#lectura-publica).
// The order's answer is the truth: these are the same rules the server applies, for display.

/** docs/producto/envios.md#costo-en-el-pedido: the amounts that decide free delivery. */
export interface MontosDelPedido {
  /** Products with their discounts (the platform's $ 90.000 promise looks at this, decision 035). */
  conDescuentos: number;
  /** Products with discounts and coupon (the shop's `gratisDesde` looks at this, decision 086). */
  conCupon?: number;
}

type Domicilio = Extract<MetodoEnvioPublico, { tipo: 'DOMICILIO' }>;

/** What home delivery costs for this order: 0 when free, null when the method does not reach the province. */
export function costoDomicilio(m: Domicilio, montos: MontosDelPedido): number | null {
  if (m.costo === null) return null;
  const total = montos.conCupon ?? montos.conDescuentos;
  // The server's rule, from the contracts (decision 086).
  return envioDomicilioGratis({ conDescuentos: montos.conDescuentos, total }, m.gratisDesde) ? 0 : m.costo;
}

/** 'llega entre 2 y 5 días', 'llega en 3 días', 'llega en el día'. */
export function textoDemora(diasMin: number | null, diasMax: number | null): string | null {
  if (diasMin === null || diasMax === null) return null;
  if (diasMax === 0) return 'llega en el día';
  if (diasMin === diasMax) return `llega en ${diasMax} ${diasMax === 1 ? 'día hábil' : 'días hábiles'}`;
  return `llega entre ${diasMin} y ${diasMax} días hábiles`;
}

/** The cost of one method for this order, as the buyer reads it ('$ 3.500', 'Gratis', 'A coordinar'). */
export function textoCosto(m: MetodoEnvioPublico, montos: MontosDelPedido): string {
  if (m.tipo === 'A_COORDINAR') return 'A coordinar';
  if (m.tipo === 'RETIRO') return 'Gratis';
  const costo = costoDomicilio(m, montos);
  return costo === null ? 'No llega' : costo === 0 ? 'Gratis' : formatPrice(costo);
}

/** What one method costs in money for the summary; null for 'a coordinar' (nothing to add). */
export function montoDeMetodo(m: MetodoEnvioPublico, montos: MontosDelPedido): number | null {
  if (m.tipo === 'A_COORDINAR') return null;
  if (m.tipo === 'RETIRO') return 0;
  return costoDomicilio(m, montos);
}

export interface LineaEnvio {
  clave: string;
  texto: string;
  /** Free (or pickup): said in the success colour. */
  gratis: boolean;
}

/**
 * docs/producto/envios-pantallas.md#linea-de-envio: one line per method that reaches `provincia`,
 * home delivery first; when no home delivery reaches it, one line that says so and what is left.
 */
export function lineasDeEnvio(metodos: MetodoEnvioPublico[], provincia: string, montos: MontosDelPedido): LineaEnvio[] {
  const lineas: LineaEnvio[] = [];
  const domicilios = metodos.filter((m): m is Domicilio => m.tipo === 'DOMICILIO' && m.costo !== null);
  const retiros = metodos.filter((m) => m.tipo === 'RETIRO');
  if (domicilios.length === 0) {
    const ciudades = [...new Set(retiros.map((r) => r.direccion.ciudad))];
    const alternativa =
      ciudades.length > 0
        ? `; podés retirarlo en ${ciudades.join(' o ')}`
        : metodos.some((m) => m.tipo === 'A_COORDINAR')
          ? '; la entrega se coordina con el emprendimiento'
          : '';
    lineas.push({
      clave: 'sin-domicilio',
      texto: `Este emprendimiento no envía a ${provincia}${alternativa}`,
      gratis: false,
    });
    return lineas;
  }
  // Home delivery first (what the buyer asks about), then pickup, then agreed delivery; each kind in the shop's order.
  const orden = { DOMICILIO: 0, RETIRO: 1, A_COORDINAR: 2 } as const;
  for (const m of [...metodos].sort((a, b) => orden[a.tipo] - orden[b.tipo])) {
    if (m.tipo === 'DOMICILIO' && m.costo !== null) {
      const costo = costoDomicilio(m, montos) ?? m.costo;
      const demora = textoDemora(m.diasMin, m.diasMax);
      const texto = costo === 0 ? `Envío gratis a ${provincia}` : `Envío a ${provincia}: ${formatPrice(costo)}`;
      lineas.push({ clave: m.id, texto: demora ? `${texto} · ${demora}` : texto, gratis: costo === 0 });
    } else if (m.tipo === 'RETIRO') {
      lineas.push({ clave: m.id, texto: `Retiro gratis en ${m.direccion.ciudad}`, gratis: true });
    } else if (m.tipo === 'A_COORDINAR') {
      lineas.push({ clave: m.id, texto: `${m.nombre}: a coordinar con el emprendimiento`, gratis: false });
    }
  }
  // Two pickups in one city say the same thing once.
  return lineas.filter((l, i) => lineas.findIndex((o) => o.texto === l.texto) === i);
}
