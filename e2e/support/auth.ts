import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'FeriaDemo2026!';
export const ADMIN = { email: 'admin@demo.feria.ar', password: 'FeriaAdmin2026!' };
export const COMPRADORA = { email: 'compradora@demo.feria.ar', password: DEMO_PASSWORD };

/** Fills the identity server's login page (server-rendered, apps/identity). */
export async function signInOnIdentityPage(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL(/\/auth\/realms\/feria\//);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export interface NewAccount {
  nombre: string;
  apellido: string;
  email: string;
  password: string;
  rol: 'comprador' | 'emprendedor';
}

/** From the identity login page: 'Registrate', then the registration form. */
export async function registerOnIdentityPage(page: Page, a: NewAccount): Promise<void> {
  await page.waitForURL(/\/auth\/realms\/feria\//);
  await page.getByRole('link', { name: /Registrate/ }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(a.nombre);
  await page.getByLabel('Apellido').fill(a.apellido);
  await page.getByLabel('Correo electrónico').fill(a.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(a.password);
  await page.getByLabel('Repetir contraseña').fill(a.password);
  await page
    .getByLabel(a.rol === 'comprador' ? 'Comprar (comprador)' : 'Vender con mi emprendimiento (emprendedor)')
    .check();
  await page.getByRole('checkbox', { name: /Acepto los Términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@prueba.feria.ar`;
