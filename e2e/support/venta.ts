import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, signInOnIdentityPage } from './auth';

/** Opens `ruta` signed in as `email` (a demo account unless `password` says otherwise) and waits to be back on it. */
export async function entrarEn(page: Page, ruta: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(ruta);
  await signInOnIdentityPage(page, email, password);
  await page.waitForURL(`**${ruta}`);
}

const PASOS = [
  ['Empezar a preparar', 'Preparando'],
  ['Marcar como listo', 'Listo'],
  ['Marcar como completado', 'Completado'],
] as const;

/**
 * The seller moves a new order, open in `panel` (its detail on 'Ventas'), step by step up to
 * `hasta`: each action, its confirmation, then the state shown on the panel.
 */
export async function avanzarVenta(page: Page, panel: Locator, hasta: 'Listo' | 'Completado'): Promise<void> {
  for (const [accion, estado] of PASOS) {
    await panel.getByRole('button', { name: accion }).click();
    await page
      .getByRole('dialog', { name: `¿${accion}?` })
      .getByRole('button', { name: accion })
      .click();
    await panel.getByLabel(`Estado del pedido: ${estado}`).waitFor();
    if (estado === hasta) return;
  }
}
