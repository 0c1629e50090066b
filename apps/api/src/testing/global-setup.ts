import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareTemplates, TEMPLATES_ENV } from './templates';

/**
 * Shared by the projects that use this setup (`api` and `api-aislado`, which vitest sets up in one
 * process): the templates are made once, and removed when the last project is done with them. On
 * PostgreSQL two setups at once would reset the same test database under each other.
 */
const compartido = globalThis as { plantillasFeria?: { dir: Promise<string>; usos: number } };

/** vitest globalSetup (projects 'api' and 'api-aislado'): migrate and seed ONCE; each test file clones the result. */
export default async function setup(): Promise<() => Promise<void>> {
  compartido.plantillasFeria ??= {
    dir: (async () => {
      const dir = path.join(os.tmpdir(), `feria-api-templates-${process.pid}-${Date.now()}`);
      await prepareTemplates(dir, process.env.DATABASE_URL || undefined);
      return dir;
    })(),
    usos: 0,
  };
  const plantillas = compartido.plantillasFeria;
  plantillas.usos++;
  const dir = await plantillas.dir;
  process.env[TEMPLATES_ENV] = dir;
  return async () => {
    if (--plantillas.usos > 0) return;
    delete compartido.plantillasFeria;
    await rm(dir, { recursive: true, force: true });
  };
}
