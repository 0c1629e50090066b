import { MENSAJES } from '@feria/contracts';
import { ApiError, apiErrorFrom, getAuthToken } from './api-client';

/** How long an opened file's blob URL lives (the new tab has loaded it by then). */
const VIDA_URL_MS = 60_000;

/** GET a file that needs the bearer token (a transfer proof) as a Blob; failures carry docs/producto/errores.md's message. */
export async function descargarArchivoPrivado(path: string, errorMessage: string): Promise<Blob> {
  const token = await getAuthToken();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(MENSAJES.sinConexion, 0);
  }
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* plain-text body */
    }
    throw apiErrorFrom(body, res.status, errorMessage);
  }
  return res.blob();
}

/**
 * Opens a private file in a new tab. The tab is opened at once, inside the click (a tab opened
 * after an await is blocked as a pop-up), and shown the file once it has arrived; if it fails the
 * tab closes again and the error goes to the caller.
 */
export async function abrirArchivoPrivado(path: string, errorMessage: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await descargarArchivoPrivado(path, errorMessage);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else {
      // Pop-ups blocked anyway: a link click still opens it.
      const a = document.createElement('a');
      a.href = url;
      a.target = '_blank';
      a.rel = 'noopener';
      a.click();
    }
    window.setTimeout(() => URL.revokeObjectURL(url), VIDA_URL_MS);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** Saves a Blob under `nombre` through a download link (a file that needs the bearer token cannot be a plain link). */
export function guardarArchivo(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), VIDA_URL_MS);
}

/** A file-name part from a name, as the server writes it: 'Mate & Luna' → 'mate-luna'. */
export const slugArchivo = (nombre: string): string =>
  nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'emprendimiento';
