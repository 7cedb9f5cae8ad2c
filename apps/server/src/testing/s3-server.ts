import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStorageConfig } from '#src/config.ts';

/** An S3-speaking server on loopback, for the tests: its objects live in a throw-away folder. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** FILE_STORAGE=s3 pointed at this server (what `config.fileStorage` holds). */
  fileStorage: FileStorageConfig;
  /** The same as the environment a server process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver takes any credentials; these are the ones its documentation uses. */
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'haat-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'haat-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    fileStorage: {
      provider: 's3',
      s3: {
        bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        accessKeyId: ACCESS_KEY,
        secretAccessKey: ACCESS_KEY,
        publicUrl: undefined,
      },
    },
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
