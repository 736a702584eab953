import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (m=19 MiB, t=2, p=1: the OWASP baseline). Its
// `Algorithm` const enum cannot be referenced under isolatedModules, so the default is relied on
// and pinned by the test.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
