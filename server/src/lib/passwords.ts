import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id profile: m=19 MiB, t=2, p=1. Argon2id is the library's default algorithm
 * (its `Algorithm` const enum cannot be imported under isolatedModules).
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so timing does not reveal which emails exist. */
let dummyHash: Promise<string> | null = null;

export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('upsolve-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
