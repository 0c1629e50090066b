import { CONTROL, CORPUS, TIENDA, diferencia, interpretar } from '@feria/api/tooling';

// Accuracy of the voice command parser (issue "Create and change products by voice"): per
// category on the corpus the unit test pins (apps/api/src/modules/voz/corpus/comandos.ts), and on
// a held-out set never tuned on (corpus/control.ts). Prints a Markdown table; a miss prints why.

const filas: string[] = [];
const porCategoria = new Map<string, { bien: number; total: number; control: number; controlBien: number }>();
const fila = (c: string) => porCategoria.get(c) ?? porCategoria.set(c, { bien: 0, total: 0, control: 0, controlBien: 0 }).get(c)!;
const t0 = performance.now();
let n = 0;
for (const [categoria, casos] of Object.entries(CORPUS)) {
  for (const [texto, esperado] of casos) {
    const d = diferencia(interpretar(texto, TIENDA), esperado);
    n++;
    const f = fila(categoria);
    f.total++;
    if (d === null) f.bien++;
    else filas.push(`corpus  [${categoria}] ${texto} → ${d}`);
  }
}
const ms = (performance.now() - t0) / n;
for (const [categoria, texto, esperado] of CONTROL) {
  const d = diferencia(interpretar(texto, TIENDA), esperado);
  const f = fila(categoria);
  f.control++;
  if (d === null) f.controlBien++;
  else filas.push(`control [${categoria}] ${texto} → ${d}`);
}
const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)} %` : '—');
console.log('| categoría | corpus | control |\n|---|---|---|');
let tb = 0, tt = 0, cb = 0, ct = 0;
for (const [c, f] of porCategoria) {
  console.log(`| ${c} | ${f.bien}/${f.total} (${pct(f.bien, f.total)}) | ${f.controlBien}/${f.control} (${pct(f.controlBien, f.control)}) |`);
  tb += f.bien; tt += f.total; cb += f.controlBien; ct += f.control;
}
console.log(`| **total** | ${tb}/${tt} (${pct(tb, tt)}) | ${cb}/${ct} (${pct(cb, ct)}) |`);
console.log(`\n${ms.toFixed(3)} ms por comando (${n} comandos, tienda de ${TIENDA.productos.length} productos)`);
if (filas.length) console.log(`\nFallos:\n${filas.join('\n')}`);
