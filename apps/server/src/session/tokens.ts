import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { sub: number; jti: string; exp: number; imp?: number };
export type TokenResult = { ok: true; claims: TokenClaims } | { ok: false; expired: boolean };

export function tokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: number, impersonatorId?: number): Promise<{ token: string; claims: TokenClaims }> {
      const jti = randomUUID();
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const payload = impersonatorId ? { imp: impersonatorId } : {};
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, claims: { sub: userId, jti, exp, imp: impersonatorId } };
    },
    async verify(token: string): Promise<TokenResult> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const sub = Number(payload.sub);
        if (!Number.isInteger(sub) || !payload.jti || !payload.exp) return { ok: false, expired: false };
        const imp = typeof payload.imp === 'number' ? payload.imp : undefined;
        return { ok: true, claims: { sub, jti: payload.jti, exp: payload.exp, imp } };
      } catch (error) {
        return { ok: false, expired: error instanceof errors.JWTExpired };
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
