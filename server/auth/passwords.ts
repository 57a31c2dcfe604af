import { hash, verify } from '@node-rs/argon2';

// argon2id with m=19 MiB, t=2, p=1 (DESIGN §5; OWASP's baseline). Algorithm 2 is Argon2id; the
// const enum can't be imported under isolatedModules.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so that timing does not reveal which accounts exist.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
