/**
 * Where uploaded and generated images live: a local directory by default,
 * served under /files. An object store (S3-compatible) can replace it by
 * implementing the same calls.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes stored keys (those already gone are no error). */
  remove(keys: string[]): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** The local folder /files serves, when the storage is local. */
  readonly localRoot: string | undefined;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalStorage(root: string): Storage {
  return {
    localRoot: root,
    async put(key, body) {
      if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async remove(keys) {
      for (const key of keys) {
        if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
        await fs.rm(path.join(root, key), { force: true });
      }
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
