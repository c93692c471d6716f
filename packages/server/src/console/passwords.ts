import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export const hashPassword = (password: string) => hash(password);

export async function checkPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Checked against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
export function decoyHash(): Promise<string> {
  decoy ??= hash(randomBytes(16).toString('hex'));
  return decoy;
}
