import { canImpersonate } from '@doyang/domain';
import type { StoredSessionUser } from './session-user.queries.ts';
import type { TokenClaims } from './tokens.ts';

/**
 * Whether a token still opens a session of `user`: it was signed at the person's current session epoch (a new
 * password or a deactivation moved it since), or it is the one their own password change kept.
 */
export const signedAtCurrentEpoch = (user: StoredSessionUser, claims: TokenClaims): boolean =>
  claims.ep === user.session_epoch || (user.session_kept_jti !== null && claims.jti === user.session_kept_jti);

/**
 * Whether an impersonation may go on: the impersonator is still active, at the epoch the token names, and still
 * allowed to act as this user by the rule that let them start (canImpersonate, as the impersonate route asks it).
 */
export function impersonationStands(
  by: StoredSessionUser | undefined,
  user: StoredSessionUser,
  claims: TokenClaims,
): by is StoredSessionUser {
  if (!by?.active) return false;
  return by.session_epoch === claims.iep && canImpersonate(by, user);
}
