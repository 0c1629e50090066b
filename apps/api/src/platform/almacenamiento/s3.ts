import { Readable } from 'node:stream';
import type { ConfigAlmacenamiento } from '../../config';
import { exigirClave, type Almacenamiento, type ObjetoListado } from './almacenamiento';

type ConfigS3 = Extract<ConfigAlmacenamiento, { tipo: 's3' }>;

const UN_ANIO_S = 31_536_000;
/** DeleteObjects takes at most 1,000 keys per request. */
const LOTE_BORRADO = 1000;

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …) through the official SDK. Every object is private
 * (no ACL is ever set): public images reach browsers through this API's /uploads route or through
 * S3_PUBLIC_URL (a CDN the operator opens for `uploads/` only), proofs through a signed URL.
 */
export async function almacenamientoS3(config: ConfigS3): Promise<Almacenamiento> {
  // Imported here, not at the top: the server bundle keeps npm packages external and would hoist a
  // static import to its start, loading the SDK for every start (decision 088).
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  /** The object (or the bucket's key) is not there: HEAD answers a bare 404, GET a NoSuchKey. */
  const noEsta = (e: unknown): boolean =>
    e instanceof S3ServiceException &&
    (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404);
  const s3 = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const tamano = async (clave: string): Promise<number | null> => {
    try {
      const r = await s3.send(new HeadObjectCommand({ Bucket, Key: exigirClave(clave) }));
      return r.ContentLength ?? 0;
    } catch (e) {
      if (noEsta(e)) return null;
      throw e;
    }
  };
  return {
    tipo: 's3',
    async guardar(clave, bytes, { tipo, privado }) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: exigirClave(clave),
          Body: bytes,
          ContentType: tipo,
          // Uploads get uuid names and never change; a proof is never cached by a shared cache.
          CacheControl: privado ? 'private, no-store' : `public, max-age=${UN_ANIO_S}, immutable`,
        }),
      );
    },
    async leer(clave) {
      try {
        const r = await s3.send(new GetObjectCommand({ Bucket, Key: exigirClave(clave) }));
        if (!r.Body) return null;
        return {
          cuerpo: r.Body instanceof Readable ? r.Body : Readable.from(await r.Body.transformToByteArray()),
          tipo: r.ContentType ?? 'application/octet-stream',
          bytes: r.ContentLength ?? 0,
        };
      } catch (e) {
        if (noEsta(e)) return null;
        throw e;
      }
    },
    tamano,
    existe: async (clave) => (await tamano(clave)) !== null,
    async borrar(claves) {
      for (let i = 0; i < claves.length; i += LOTE_BORRADO) {
        const lote = claves.slice(i, i + LOTE_BORRADO).map((c) => ({ Key: exigirClave(c) }));
        const r = await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: lote, Quiet: true } }));
        const fallo = r.Errors?.find((e) => e.Code !== 'NoSuchKey');
        if (fallo)
          throw new Error(
            `No se pudo borrar ${fallo.Key ?? '?'} del bucket: ${fallo.Code ?? ''} ${fallo.Message ?? ''}`,
          );
      }
    },
    async *listar(prefijo): AsyncGenerator<ObjetoListado> {
      let ContinuationToken: string | undefined;
      do {
        const r = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefijo, ContinuationToken }));
        for (const o of r.Contents ?? [])
          if (o.Key)
            yield { clave: o.Key, bytes: o.Size ?? 0, ...(o.ETag ? { etag: o.ETag.replaceAll('"', '') } : {}) };
        ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    urlPublica: (clave) => (config.publicUrl ? `${config.publicUrl}/${exigirClave(clave)}` : `/${exigirClave(clave)}`),
    urlFirmada: (clave, segundos) =>
      getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: exigirClave(clave) }), { expiresIn: segundos }),
  };
}
