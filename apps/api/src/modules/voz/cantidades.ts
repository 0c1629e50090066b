import { esPalabraNumero, leerNumero } from './numeros';
import type { Token } from './tokens';

// Numbers in context: each amount with what follows it ('pesos', 'unidades', 'por ciento').

export function tieneSecuencia(ts: readonly Token[], seq: readonly string[]): boolean {
  return ts.some((_, k) => seq.every((w, j) => ts[k + j]?.n === w));
}

// ─── Numbers in context ─────────────────────────────────────────────────────────────────────────

export interface Cantidad {
  valor: number;
  desde: number;
  hasta: number; // exclusive, includes 'pesos' / 'unidades' / 'por ciento'
  tipo: 'porcentaje' | 'pesos' | 'unidades' | 'solo';
}

/** Every number in the tokens, with what follows it ('pesos', 'unidades', 'por ciento'). 'un diez por ciento' → 10. */
export function cantidades(ts: readonly Token[]): Cantidad[] {
  const ns = ts.map((t) => t.n);
  const out: Cantidad[] = [];
  for (let k = 0; k < ns.length; k++) {
    const w = ns[k]!;
    if (
      (w === 'un' || w === 'una' || w === 'uno') &&
      (esPalabraNumero(ns[k + 1] ?? '') || /^\d/.test(ns[k + 1] ?? '')) &&
      ns[k + 1] !== 'y'
    )
      continue;
    if (w === 'y') continue;
    // 'una' / 'un' / 'otra' alone are articles, not 1 (unless 'una unidad').
    if ((w === 'un' || w === 'una' || w === 'uno') && !/^unidad/.test(ns[k + 1] ?? '') && ns[k + 1] !== 'mil') continue;
    const n = leerNumero(ns, k);
    if (!n) continue;
    let hasta = k + n.usadas;
    let tipo: Cantidad['tipo'] = 'solo';
    const sig = ns[hasta];
    if ((sig === 'por' && ns[hasta + 1] === 'ciento') || sig === 'porciento' || sig === 'porcentaje') {
      tipo = 'porcentaje';
      hasta += sig === 'por' ? 2 : 1;
    } else if (sig === 'pesos' || sig === 'peso' || sig === 'pe' || ts[k]!.o.startsWith('$') || ns[k - 1] === '$') {
      tipo = 'pesos';
      if (sig === 'pesos' || sig === 'peso' || sig === 'pe') hasta += 1;
    } else if (sig === 'unidades' || sig === 'unidad' || sig === 'u' || sig === 'piezas' || sig === 'ejemplares') {
      tipo = 'unidades';
      hasta += 1;
    } else if (sig === 'de' && ns[hasta + 1] === 'stock') {
      tipo = 'unidades';
      hasta += 2;
    }
    out.push({ valor: n.valor, desde: k, hasta, tipo });
    k = hasta - 1;
  }
  return out;
}
