import { hash, verify } from '@node-rs/argon2';

// Verified against when the username is unknown, so a miss costs the same time as a wrong password.
const DUMMY_HASH = hash('firecrest-timing-equaliser');

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
