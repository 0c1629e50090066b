import { CONTROL, CORPUS, TIENDA, VENDEDORES, diferencia, interpretar } from '@feria/api/tooling';

// Accuracy of the voice command parser, per category, on three sets: the corpus the unit test
// pins (apps/api/src/modules/voz/corpus/comandos.ts), the phrasings of sellers who were not
// coached (corpus/vendedores.ts, also pinned) and a held-out set never tuned on
// (corpus/control.ts). Prints a Markdown table; a miss prints why.

type Conjunto = 'corpus' | 'vendedores' | 'control';
const CONJUNTOS: readonly Conjunto[] = ['corpus', 'vendedores', 'control'];
const casos: [Conjunto, string, string, Parameters<typeof diferencia>[1]][] = [
  ...Object.entries(CORPUS).flatMap(([categoria, cs]) =>
    cs.map(
      ([texto, esperado]) => ['corpus', categoria, texto, esperado] as [Conjunto, string, string, typeof esperado],
    ),
  ),
  ...VENDEDORES.map(
    ([categoria, texto, esperado]) =>
      ['vendedores', categoria, texto, esperado] as [Conjunto, string, string, typeof esperado],
  ),
  ...CONTROL.map(
    ([categoria, texto, esperado]) =>
      ['control', categoria, texto, esperado] as [Conjunto, string, string, typeof esperado],
  ),
];

const fallos: string[] = [];
const cuenta = new Map<string, { bien: number; total: number }>();
const de = (clave: string) => cuenta.get(clave) ?? cuenta.set(clave, { bien: 0, total: 0 }).get(clave)!;
const categorias: string[] = [];
const t0 = performance.now();
for (const [conjunto, categoria, texto, esperado] of casos) {
  if (!categorias.includes(categoria)) categorias.push(categoria);
  const d = diferencia(interpretar(texto, TIENDA), esperado);
  for (const clave of [`${conjunto}|${categoria}`, `${conjunto}|total`]) {
    const f = de(clave);
    f.total++;
    if (d === null) f.bien++;
  }
  if (d !== null) fallos.push(`${conjunto.padEnd(10)} [${categoria}] ${texto} → ${d}`);
}
const ms = (performance.now() - t0) / casos.length;
const celda = (clave: string) => {
  const f = cuenta.get(clave);
  return f ? `${f.bien}/${f.total} (${((f.bien / f.total) * 100).toFixed(1)} %)` : '—';
};
console.log(`| categoría | ${CONJUNTOS.join(' | ')} |\n|---|${CONJUNTOS.map(() => '---|').join('')}`);
for (const c of categorias) console.log(`| ${c} | ${CONJUNTOS.map((k) => celda(`${k}|${c}`)).join(' | ')} |`);
console.log(`| **total** | ${CONJUNTOS.map((k) => celda(`${k}|total`)).join(' | ')} |`);
console.log(
  `\n${ms.toFixed(3)} ms por comando (${casos.length} comandos, tienda de ${TIENDA.productos.length} productos)`,
);
if (fallos.length) console.log(`\nFallos:\n${fallos.join('\n')}`);
