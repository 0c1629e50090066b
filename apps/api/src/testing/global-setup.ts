import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareTemplates, TEMPLATES_ENV } from './templates';

/** vitest globalSetup (project 'api'): migrate and seed ONCE; each test file clones the result. */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = path.join(os.tmpdir(), `feria-api-templates-${process.pid}-${Date.now()}`);
  await prepareTemplates(dir, process.env.DATABASE_URL || undefined);
  process.env[TEMPLATES_ENV] = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
