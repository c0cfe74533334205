import {
  CONTACT_EMAIL,
  CONTACT_MIN_FILL_MS,
  CONTACT_PER_HOUR,
  CONTACT_SENT_TEXT,
  CONTACT_TOO_FAST_TEXT,
  CONTACT_TOO_MANY_TEXT,
  type ContactInput,
} from '@site/contracts';
import { FakeContacts } from '../../../test/fakes/fake-contacts.js';
import { FakeOutbox } from '../../../test/fakes/fake-outbox.js';
import { ContactService } from './contact.service.js';

const NOW = 1_800_000_000_000;
const input = (fields: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Ada "the Countess" Lovelace',
  email: 'ada@example.org',
  subject: 'On the analytical engine',
  message: 'A question about your essay on proof.',
  startedAt: NOW - 20_000,
  ...fields,
});

describe('ContactService', () => {
  let contacts: FakeContacts;
  let outbox: FakeOutbox;
  let service: ContactService;

  beforeEach(() => {
    contacts = new FakeContacts();
    outbox = new FakeOutbox();
    service = new ContactService(contacts.asRepository(), outbox.asOutbox(), { internalSecret: 'secret' });
  });

  it('keeps the message with its mail to the author, Reply-To the visitor, then kicks the outbox', async () => {
    await expect(service.send(input(), '10.0.0.1', NOW)).resolves.toEqual({ message: CONTACT_SENT_TEXT });
    expect(contacts.messages).toEqual([
      expect.objectContaining({ name: 'Ada "the Countess" Lovelace', email: 'ada@example.org' }),
    ]);
    expect(contacts.messages[0].ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(contacts.messages[0].ipHash).not.toContain('10.0.0.1');
    expect(contacts.mails[0]).toMatchObject({
      to: CONTACT_EMAIL,
      replyTo: { name: 'Ada "the Countess" Lovelace', address: 'ada@example.org' },
      subject: expect.stringContaining('On the analytical engine'),
      text: expect.stringContaining('A question about your essay on proof.'),
    });
    expect(outbox.kicks).toBe(1);
  });

  it('answers a filled honeypot as if sent, and keeps and mails nothing', async () => {
    await expect(service.send(input({ website: 'http://spam.example' }), '10.0.0.1', NOW)).resolves.toEqual({
      message: CONTACT_SENT_TEXT,
    });
    expect(contacts.messages).toEqual([]);
    expect(outbox.kicks).toBe(0);
  });

  it('refuses a form sent sooner than a person can fill it', async () => {
    await expect(
      service.send(input({ startedAt: NOW - CONTACT_MIN_FILL_MS + 1 }), '10.0.0.1', NOW),
    ).rejects.toMatchObject({ status: 400, message: CONTACT_TOO_FAST_TEXT });
    await expect(service.send(input({ startedAt: NOW - CONTACT_MIN_FILL_MS }), '10.0.0.1', NOW)).resolves.toBeTruthy();
    expect(contacts.messages).toHaveLength(1);
  });

  it('accepts a form drawn by a browser whose clock runs ahead', async () => {
    await expect(service.send(input({ startedAt: NOW + 60_000 }), '10.0.0.1', NOW)).resolves.toBeTruthy();
  });

  it(`answers 429 past ${CONTACT_PER_HOUR} messages an hour from one address, whatever its case, or one sender`, async () => {
    for (let i = 0; i < CONTACT_PER_HOUR; i += 1) await service.send(input(), `10.0.0.${i}`, NOW);
    await expect(service.send(input({ email: 'ADA@example.org' }), '10.0.1.1', NOW)).rejects.toMatchObject({
      status: 429,
      message: CONTACT_TOO_MANY_TEXT,
    });
    for (let i = 0; i < CONTACT_PER_HOUR; i += 1)
      await service.send(input({ email: `reader${i}@example.org` }), '10.9.9.9', NOW);
    await expect(service.send(input({ email: 'other@example.org' }), '10.9.9.9', NOW)).rejects.toMatchObject({
      status: 429,
    });
    expect(contacts.messages).toHaveLength(2 * CONTACT_PER_HOUR);
  });
});
