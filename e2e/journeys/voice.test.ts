import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import {
  collectPageErrors,
  findChromium,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  snap,
} from '../support/browser';
import { publicApi } from '../support/api';
import { DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { repoRoot } from '../support/server';

// Voice (issue "Create and change products by voice"): the seller types a two-product creation
// command, edits the cards, gives one a photo from the preview, confirms, and finds both in
// 'Consultar Productos' (the one with photo and stock published with its picture, the other
// disabled: no photo); a mass price increase is previewed and applied; then a recording through Chromium's fake microphone
// (a WAV made by espeak-ng) goes through every recorder state, downloads a valid 16-bit WAV and
// is sent with the command typed beside it.

const baseURL = inject('baseURL');
const SELLER = 'lupino.botanica@demo.feria.ar';
const FAB = 'Cargar o modificar productos por voz';
const WAV = join(repoRoot, 'e2e/fixtures/comando-jabones.wav');
const ROSAS = 'Jabón de glicerina de rosas';
const api = publicApi(baseURL);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function entrar(b: Browser, mobile: boolean) {
  const ctx = await newContext(b, baseURL, { mobile, dark: false });
  const page = await ctx.newPage();
  const errores = collectPageErrors(page);
  await page.goto('/dashboard-emprendedor/productos');
  await signInOnIdentityPage(page, SELLER, DEMO_PASSWORD);
  await page.waitForURL('**/dashboard-emprendedor/productos');
  await page.getByRole('heading', { name: 'Consultar Productos' }).waitFor();
  return { ctx, page, errores };
}

describe('voice', () => {
  it('typed: two products created from one command (one edited), then every soap 10 % up', async () => {
    const { ctx, page, errores } = await entrar(browser, true);
    await page.getByRole('button', { name: FAB }).click();
    const grabadora = page.getByRole('dialog', { name: FAB });
    await grabadora.getByRole('button', { name: 'Comenzar Grabación' }).waitFor();
    await grabadora
      .getByRole('textbox', { name: 'Comando (escribilo o corregilo)' })
      .fill('creá dos jabones de glicerina, uno de rosas a 3500 pesos con 10 unidades y otro de menta a 3600');
    await snap(page, '90-voz-grabadora-360');
    await grabadora.getByRole('button', { name: 'Procesar texto' }).click();

    const crear = page.getByRole('dialog', { name: 'Productos detectados' });
    await crear.getByRole('heading', { name: 'Jabón de glicerina de rosas' }).waitFor();
    const confirmar = crear.getByRole('button', { name: 'Confirmar Carga de 2 Producto(s)' });
    // docs/producto/voz.md#sin-stock-o-sin-foto: the mint soap has no stock; its card says so and
    // the batch could go as it is (saved disabled). The seller fills the stock and saves.
    await crear
      .getByRole('listitem', { name: 'Producto 2: Jabón de glicerina de menta' })
      .getByText('Sin stock', { exact: true })
      .waitFor();
    expect(await confirmar.isDisabled()).toBe(false);
    await crear.getByRole('button', { name: 'Editar Jabón de glicerina de menta' }).click();
    const menta = crear.getByRole('listitem', { name: /Jabón de glicerina de menta \(editando\)/ });
    await menta.getByRole('textbox', { name: /Stock/ }).fill('6');
    await snap(page, '91-voz-crear-360');
    await menta.getByRole('button', { name: 'Guardar Jabón de glicerina de menta' }).click();
    // And edits the rose one: a better price.
    await crear.getByRole('button', { name: 'Editar Jabón de glicerina de rosas' }).click();
    const rosas = crear.getByRole('listitem', { name: /Jabón de glicerina de rosas \(editando\)/ });
    await rosas.getByRole('textbox', { name: /Precio/ }).fill('3700');
    await rosas.getByRole('button', { name: 'Guardar Jabón de glicerina de rosas' }).click();
    await crear.getByText(/\$\s3\.700 · Stock 10/).waitFor();
    // docs/producto/voz.md#foto-desde-la-vista-previa: a photo for the rose one, right here.
    const rosasCard = crear.getByRole('listitem', { name: `Producto 1: ${ROSAS}` });
    await rosasCard.getByText('Sin foto', { exact: true }).waitFor();
    const foto = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#D9467A' } })
      .png()
      .toBuffer();
    // The button opens the real file picker.
    const [selector] = await Promise.all([
      page.waitForEvent('filechooser'),
      rosasCard.getByRole('button', { name: `Agregar foto de ${ROSAS}` }).click(),
    ]);
    await selector.setFiles({ name: 'jabon-rosas.png', mimeType: 'image/png', buffer: foto });
    await rosasCard.getByRole('img', { name: `Foto de ${ROSAS}` }).waitFor();
    await rosasCard.getByText('Se publica al confirmar.').waitFor();
    expect(await rosasCard.getByText('Sin foto', { exact: true }).count()).toBe(0);
    expect(await rosasCard.getByRole('button', { name: `Cambiar foto de ${ROSAS}` }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, '91b-voz-crear-foto-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, '91c-voz-crear-foto-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await confirmar.click();
    // The rose one (stock and photo) is published; the mint one, without a photo, is saved disabled.
    await page
      .getByText(
        '2 productos creados exitosamente. 1 quedó deshabilitado: habilitalo desde Mis productos cuando le agregues lo que le falta.',
      )
      .waitFor();
    // The server agrees: the public search finds the rose soap with its picture, not the mint one.
    const [rosasPublico] = (await api.search(ROSAS)).filter((p) => p.nombre === ROSAS);
    expect(rosasPublico?.rutaImagen).toBeTruthy();
    expect(
      (await api.search('Jabón de glicerina de menta')).filter((p) => p.nombre === 'Jabón de glicerina de menta'),
    ).toEqual([]);
    const publica = await ctx.newPage();
    await publica.goto(`/productos/${rosasPublico!.id}`);
    const imagen = publica.getByRole('img', { name: ROSAS, exact: true }).first();
    await imagen.waitFor();
    await expect
      .poll(() => imagen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await publica.close();
    // Already on 'Consultar Productos': only 'Continuar'.
    expect(await page.getByRole('button', { name: 'Ver Productos' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Jabón de glicerina de rosas').first().waitFor();
    await page.getByText('Jabón de glicerina de menta').first().waitFor();

    // Mass change: every soap (the two demo ones and the two new ones) 10 % up.
    await page.getByRole('button', { name: FAB }).click();
    await grabadora
      .getByRole('textbox', { name: 'Comando (escribilo o corregilo)' })
      .fill('subí un diez por ciento todos los jabones');
    await grabadora.getByRole('button', { name: 'Procesar texto' }).click();
    const masivo = page.getByRole('dialog', { name: 'Cambio masivo: Jabón' });
    await masivo.getByRole('row', { name: /Jabón de glicerina de rosas \$\s3\.700 \$\s4\.070/ }).waitFor();
    expect(await masivo.getByRole('row').count()).toBe(5); // header + 4 soaps
    await snap(page, '92-voz-masivo-360');
    await masivo.getByRole('button', { name: 'Aplicar a 4 producto(s)' }).click();
    await page.getByText('¡4 producto(s) del tipo "Jabón" modificado(s) exitosamente!').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page
      .getByText(/\$\s4\.070/)
      .first()
      .waitFor();
    expect(errores).toEqual([]);
    await ctx.close();
  });

  it('recorded: fake microphone through every recorder state, a valid WAV download, sent with the typed command', async () => {
    const { executablePath, args } = await findChromium();
    const conMicrofono = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        ...args,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${WAV}`,
      ],
    });
    try {
      const { ctx, page, errores } = await entrar(conMicrofono, false);
      await ctx.grantPermissions(['microphone']);
      await page.getByRole('button', { name: FAB }).click();
      const d = page.getByRole('dialog', { name: FAB });
      await d.getByText('Voz: reconocimiento del navegador').waitFor();
      await d.getByRole('button', { name: 'Comenzar Grabación' }).click();
      await d.getByText('Escuchando...').waitFor();
      // Close is disabled while recording.
      expect(await d.getByRole('button', { name: 'Cerrar' }).isDisabled()).toBe(true);
      await d.getByText('00:01').waitFor();
      await d.getByRole('button', { name: 'Pausar' }).click();
      await d.getByText('Grabación Pausada').waitFor();
      expect(await d.getByRole('button', { name: 'Cerrar' }).isDisabled()).toBe(true);
      await d.getByRole('button', { name: 'Reanudar' }).click();
      await d.getByText('00:02').waitFor();
      await d.getByRole('button', { name: 'Listo' }).click();
      await d.getByText('Grabación Finalizada').waitFor();
      await d.getByText('¿Deseas procesar este audio?').waitFor();
      await snap(page, '93-voz-grabacion');

      const [descarga] = await Promise.all([
        page.waitForEvent('download'),
        d.getByRole('button', { name: 'Descargar' }).click(),
      ]);
      expect(descarga.suggestedFilename()).toBe('grabacion.wav');
      const wav = await readFile((await descarga.path())!);
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      expect(wav.readUInt16LE(20)).toBe(1); // PCM
      expect(wav.readUInt16LE(22)).toBe(1); // mono
      expect(wav.readUInt32LE(24)).toBe(16000);
      expect(wav.readUInt16LE(34)).toBe(16);
      const segundos = wav.readUInt32LE(40) / 32000;
      expect(segundos).toBeGreaterThan(1.5);
      expect(segundos).toBeLessThan(10);
      // The fake microphone played the espeak-ng command: the samples are not silence.
      let pico = 0;
      for (let i = 44; i + 1 < wav.length; i += 2) pico = Math.max(pico, Math.abs(wav.readInt16LE(i)));
      expect(pico).toBeGreaterThan(1000);

      // Headless Chromium has no speech service: the server says the transcript is missing and
      // the dialog goes back to the confirm step with the message; the seller types the command.
      await d.getByRole('button', { name: 'Enviar Audio' }).click();
      await d.getByText(/Hubo un error al procesar el audio: Tu navegador no envió la transcripción/).waitFor();
      await d.getByText('¿Deseas procesar este audio?').waitFor();
      await d
        .getByRole('textbox', { name: 'Comando (escribilo o corregilo)' })
        .fill('subí un diez por ciento todos los jabones');
      await d.getByRole('button', { name: 'Enviar Audio' }).click();
      const masivo = page.getByRole('dialog', { name: 'Cambio masivo: Jabón' });
      await masivo.getByText(/Vas a modificar \d+ productos del tipo "Jabón"/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await masivo.getByRole('button', { name: 'Cancelar' }).click();
      await masivo.waitFor({ state: 'hidden' });
      // The one 422 is the server's expected answer to the recording without a transcript.
      expect(errores.filter((e) => !e.includes('status of 422'))).toEqual([]);
      await ctx.close();
    } finally {
      await conMicrofono.close();
    }
  });
});
