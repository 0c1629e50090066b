import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ConfigAlmacenamiento } from '../../config';

/**
 * An S3-compatible server for tests (s3rver), started by the test on loopback on a free port with
 * one empty bucket: the S3 adapter runs against real HTTP and the real SDK, never a mock.
 */
export interface S3DePrueba {
  config: Extract<ConfigAlmacenamiento, { tipo: 's3' }>;
  /** The same as environment variables, for loadConfig / createTestApp. */
  env: Record<string, string>;
  cerrar(): Promise<void>;
}

export async function iniciarS3DePrueba(bucket = 'feria-prueba'): Promise<S3DePrueba> {
  const directory = await mkdtemp(path.join(tmpdir(), 'feria-s3rver-'));
  const servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await servidor.run();
  const config = {
    tipo: 's3' as const,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's own fixed credentials (it checks the signature).
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  };
  return {
    config,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    async cerrar() {
      // The SDK keeps connections alive: closed here, or close() waits for them.
      servidor.httpServer?.closeAllConnections();
      await servidor.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
