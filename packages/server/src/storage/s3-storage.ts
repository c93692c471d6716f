/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …),
 * so every instance behind a load balancer stores and serves the same files
 * (DESIGN §1, decision 025). Keys are the same as on a local disk; pages get
 * `/files/<key>`, which each instance answers from the bucket, or the
 * bucket's own public address when STORAGE_PUBLIC_URL names one.
 */
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage';

export type S3Location = {
  bucket: string;
  /** Put before every key ("lootforge/"), or empty. */
  prefix: string;
  /** An S3-compatible service's address; unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Where browsers may read the bucket directly (a CDN, a public bucket); unset: through /files on each instance. */
  publicUrl: string | undefined;
};

/**
 * Reads `s3://bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true|false]`.
 * Credentials come from the SDK's usual places (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role). Throws a readable message.
 */
export function parseStorageUrl(value: string, publicUrl?: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('STORAGE_URL must look like s3://bucket/optional-prefix?endpoint=https://…');
  }
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('STORAGE_URL must look like s3://bucket/optional-prefix?endpoint=https://…');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error('STORAGE_URL endpoint must be an http(s) address');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const pathStyle = url.searchParams.get('forcePathStyle');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    publicUrl: publicUrl?.replace(/\/+$/, ''),
  };
}

export function createS3Storage(location: S3Location, options: { client?: S3Client } = {}): Storage {
  const client =
    options.client ??
    new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible services differ in the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const objectKey = (key: string) => `${location.prefix}${assertSafeKey(key)}`;
  return {
    localRoot: undefined,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          // A stored key is never rewritten (a new file gets a new key): caches may keep it.
          CacheControl: 'public, max-age=2592000, immutable',
        }),
      );
    },
    async remove(keys) {
      // At most 1,000 keys per request.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((key) => ({ Key: objectKey(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket: location.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    url: (key) => (location.publicUrl ? `${location.publicUrl}/${location.prefix}${key}` : `/files/${key}`),
    close: async () => client.destroy(),
  };
}
