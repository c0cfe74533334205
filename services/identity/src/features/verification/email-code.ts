import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { EmailCodePurpose } from './email-code.entity.js';

/** Six random digits, leading zeros kept. */
export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What the table keeps of a code. A million codes are quickly tried offline, so a plain hash would not hide
 * one: the key (the service's secret) must be known too, and account and purpose bind it to one use.
 */
export function emailCodeHash(secret: string, userId: number, purpose: EmailCodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
