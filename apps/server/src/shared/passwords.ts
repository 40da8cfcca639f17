import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the cost parameters are its recommended defaults.
export const hashPassword = (plain: string): Promise<string> => hash(plain);

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
