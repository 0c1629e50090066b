import type { z } from 'zod';
import { MENSAJES } from '@feria/contracts';
import { ApiError, apiErrorFrom, getAuthToken } from './api-client';

interface UploadOptions<T> {
  schema: z.ZodType<T>;
  onProgress: (percent: number) => void;
  /** docs/producto/errores.md: the action default when the answer carries no message. */
  errorMessage: string;
  /**
   * The error for a refusal, when the caller needs more of its body than `apiErrorFrom` keeps (the
   * spreadsheet import's 422 carries the plan to show).
   */
  errorDe?: (status: number, body: unknown) => Error;
}

/**
 * POST a multipart form and report upload progress. XMLHttpRequest rather than fetch because only XHR
 * reports upload progress; the bearer token comes from the same provider as `apiRequest`.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { schema, onProgress, errorMessage, errorDe }: UploadOptions<T>,
): Promise<T> {
  const token = await getAuthToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError(MENSAJES.sinConexion, 0));
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        /* plain-text body */
      }
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(errorDe ? errorDe(xhr.status, body) : apiErrorFrom(body, xhr.status, errorMessage));
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(errorMessage, xhr.status));
    };
    xhr.send(form);
  });
}
