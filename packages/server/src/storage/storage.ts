/**
 * Where uploaded and generated images live: a local directory by default,
 * served under /files, or an S3-compatible bucket (s3-storage.ts) that every
 * instance shares.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes stored keys (those already gone are no error). */
  remove(keys: string[]): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** A stored file, to serve under /files; undefined when there is none. */
  read(key: string): Promise<{ body: Readable; contentType: string; size: number | undefined } | undefined>;
  /** The local folder /files serves, when the storage is local. */
  readonly localRoot: string | undefined;
  /** Lets go of connections (an object store's); nothing for a local folder. */
  close?(): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key as stored: letters, digits and / _ . - only, never `..`. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

export function createLocalStorage(root: string): Storage {
  return {
    localRoot: root,
    async put(key, body) {
      const file = path.join(root, assertSafeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async remove(keys) {
      for (const key of keys) await fs.rm(path.join(root, assertSafeKey(key)), { force: true });
    },
    async read(key) {
      const file = path.join(root, assertSafeKey(key));
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: createReadStream(file), contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', size: stat.size };
    },
    url: (key) => `/files/${key}`,
  };
}

export function fileUrl(storage: Storage, key: string | null | undefined): string | null {
  return key ? storage.url(key) : null;
}

/** Where a failure to delete files is reported (a Fastify logger will do). */
export type FileLog = { warn(details: object, message: string): void };

/** Deletes files no row points to any more (after the change that replaced them committed); a failure is only logged. */
export function removeInBackground(storage: Storage, keys: Array<string | null | undefined>, log: FileLog): void {
  const present = keys.filter((key): key is string => typeof key === 'string' && key !== '');
  if (present.length === 0) return;
  storage.remove(present).catch((error: unknown) => log.warn({ err: error, keys: present }, 'could not delete replaced files'));
}
