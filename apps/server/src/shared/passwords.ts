import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the cost parameters are its recommended defaults.
export const hashPassword = (plain: string): Promise<string> => hash(plain);

/** A hash of nothing anyone knows, made with the same cost as real ones: what a check without a password compares to. */
let dummyHash: Promise<string> | undefined;
const dummy = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
};

/**
 * Whether `plain` is the password stored. Without a stored one (an unknown e-mail, a person with no login) it still
 * spends an argon2 verification, so the time of the answer does not tell which e-mails have an account.
 */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  try {
    const matches = await verify(stored || (await dummy()), plain);
    return Boolean(stored) && matches;
  } catch {
    return false;
  }
}
