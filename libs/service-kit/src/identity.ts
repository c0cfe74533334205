import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header in which the gateway passes the signed caller identity to services. */
export const IDENTITY_HEADER = 'x-site-identity';
const LIFETIME_MS = 30_000;

export interface CallerIdentity {
  userId: number;
  isAdmin: boolean;
  /** The account's verified address, so a service can mail the caller or match their subscription. */
  email?: string;
}

interface SignedPayload extends CallerIdentity {
  exp: number;
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** `base64url(json).signature`, valid for a short time so a leaked header is soon useless. */
export function signIdentity(identity: CallerIdentity, secret: string, now = Date.now()): string {
  const payload: SignedPayload = { ...identity, exp: now + LIFETIME_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The identity in a header, or null when it is absent, forged or expired. */
export function verifyIdentity(header: string | undefined, secret: string, now = Date.now()): CallerIdentity | null {
  if (!header) return null;
  const [body, signature] = header.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as SignedPayload;
    if (typeof payload.userId !== 'number' || payload.exp < now) return null;
    return {
      userId: payload.userId,
      isAdmin: payload.isAdmin === true,
      ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
    };
  } catch {
    return null;
  }
}
