import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { impersonations, revoked_tokens } from '../db/schema/index.ts';
import type { TokenClaims } from './tokens.ts';

/** A token stays refused until it would have expired anyway. */
export async function revokeToken(db: Db, token: TokenClaims): Promise<void> {
  await db
    .insert(revoked_tokens)
    .values({ jti: token.jti, expires_at: new Date(token.exp * 1000) })
    .onConflictDoNothing();
}

/** Ends a session: revokes its token and, for an impersonation token, closes the open impersonation row. */
export async function endSession(db: Db, token: TokenClaims, userId: number): Promise<void> {
  if (token.imp) {
    await db
      .update(impersonations)
      .set({ ended_at: new Date() })
      .where(
        and(eq(impersonations.impersonator_id, token.imp), eq(impersonations.user_id, userId), isNull(impersonations.ended_at)),
      );
  }
  await revokeToken(db, token);
}
