import { PAGINA_COBROS } from '@feria/contracts';
import type { TestApp, UsuarioPrueba } from '../../testing';

// Connects a shop to one of the embedded sandbox's test sellers through the REAL OAuth round trip
// (docs/producto/pagos.md#cobros): 'Conectar', the sandbox's authorization page and its form as a
// browser submits it, and our callback. For tests that buy by Mercado Pago from a shop.

/** The sandbox's test sellers (apps/mp-sandbox): their Mercado Pago user ids. */
export const VENDEDORES_SANDBOX = ['2481000001', '2481000002', '2481000003'] as const;

export async function conectarCuentaMercadoPago(
  t: TestApp,
  vendedor: UsuarioPrueba,
  emprendimientoId: string,
  mpUserId: string = VENDEDORES_SANDBOX[0],
): Promise<string> {
  const ruta = `/api/emprendedor/v1/emprendimientos/${emprendimientoId}/mercadopago/conectar`;
  const res = await t.app.inject({ method: 'POST', url: ruta, headers: await t.auth(vendedor) });
  if (res.statusCode !== 200) throw new Error(`conectar respondió ${res.statusCode}: ${res.body}`);
  const url = new URL(res.json<{ url: string }>().url);
  const pagina = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (pagina.statusCode !== 200) throw new Error(`la autorización respondió ${pagina.statusCode}`);
  const campos = new URLSearchParams();
  for (const m of pagina.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    campos.set(m[1]!, m[2]!.replaceAll('&amp;', '&'));
  campos.set('user_id', mpUserId);
  campos.set('accion', 'autorizar');
  const accion = /<form method="post" action="([^"]+)"/.exec(pagina.body)![1]!;
  const envio = await t.app.inject({
    method: 'POST',
    url: accion,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: campos.toString(),
  });
  const callback = new URL(String(envio.headers.location));
  const vuelta = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  const destino = new URL(String(vuelta.headers.location));
  if (destino.pathname !== PAGINA_COBROS || destino.searchParams.get('resultado') !== 'conectado')
    throw new Error(`la conexión no se completó: ${destino.toString()}`);
  return mpUserId;
}
