import type { HttpException } from '@nestjs/common';
import type { Outbox } from '@site/mailer';
import { FakeEmailCodes } from '../../../test/fake-email-codes.js';
import { CODE_VALID_MS, EmailCodesService, RESEND_TOO_SOON_TEXT, TOO_MANY_CODES_TEXT } from './email-codes.service.js';

const outbox = { kick: async () => undefined } as unknown as Outbox;
const MINUTE = 60_000;

async function rejection(promise: Promise<unknown>): Promise<HttpException> {
  try {
    await promise;
  } catch (error) {
    return error as HttpException;
  }
  throw new Error('expected a rejection');
}

describe('EmailCodesService', () => {
  let codes: FakeEmailCodes;
  let service: EmailCodesService;
  const start = new Date('2026-11-23T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const request = {
    userId: 7,
    purpose: 'verify' as const,
    email: 'ada@example.org',
    mail: (code: string) => ({ to: 'ada@example.org', subject: 'Code', text: code }),
  };
  const lastCode = () => codes.mails.at(-1)!.text;
  const consume = (code: string, now: Date) => service.consume(7, 'verify', code, async () => 'done', now);

  beforeEach(() => {
    codes = new FakeEmailCodes();
    service = new EmailCodesService(codes.asRepository(), outbox, { internalSecret: 'test-secret' });
  });

  it('mails six digits and keeps only a keyed hash of them', async () => {
    await service.send(request, start);
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(codes.rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(codes.rows)).not.toContain(code);
  });

  it('accepts the right code once, within 15 minutes', async () => {
    await service.send(request, start);
    const code = lastCode();
    await expect(consume(code, at(CODE_VALID_MS - 1))).resolves.toBe('done');
    await expect(consume(code, at(CODE_VALID_MS - 1))).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a code after 15 minutes', async () => {
    await service.send(request, start);
    await expect(consume(lastCode(), at(CODE_VALID_MS))).rejects.toMatchObject({ status: 400 });
  });

  it('counts wrong tries, keeping them although the answer is an error, and ends the code at five', async () => {
    await service.send(request, start);
    const code = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      await expect(consume(wrong, start)).rejects.toMatchObject({ status: 400 });
      expect(codes.rows[0].tries).toBe(i);
    }
    await expect(consume(code, start)).rejects.toMatchObject({ status: 400 });
  });

  it('sends again at most once a minute and five times an hour, with a clear 429', async () => {
    await service.send(request, start);
    const soon = await rejection(service.send(request, at(MINUTE - 1)));
    expect(soon.getStatus()).toBe(429);
    expect(soon.message).toBe(RESEND_TOO_SOON_TEXT);
    for (let i = 1; i <= 4; i += 1) await service.send(request, at(i * MINUTE));
    expect(codes.mails).toHaveLength(5);
    const many = await rejection(service.send(request, at(5 * MINUTE)));
    expect(many.message).toBe(TOO_MANY_CODES_TEXT);
    await service.send(request, at(60 * MINUTE));
    expect(codes.mails).toHaveLength(6);
  });

  it('makes the earlier code useless when a new one is sent', async () => {
    await service.send(request, start);
    const first = lastCode();
    await service.send(request, at(MINUTE));
    if (first !== lastCode()) await expect(consume(first, at(MINUTE))).rejects.toMatchObject({ status: 400 });
    await expect(consume(lastCode(), at(MINUTE))).resolves.toBe('done');
  });

  it('binds a code to its account and purpose', async () => {
    await service.send(request, start);
    const code = lastCode();
    await expect(service.consume(8, 'verify', code, async () => 'done', start)).rejects.toMatchObject({ status: 400 });
    await expect(service.consume(7, 'email-change', code, async () => 'done', start)).rejects.toMatchObject({
      status: 400,
    });
  });
});
