import type { OutgoingMail } from './mail.js';
import type { OutboxMailEntity } from './outbox-mail.entity.js';
import { OutboxWorker, type OutboxStoreLike } from './outbox-worker.js';

/** The outbox table in memory, with the claim's lease as the real store has it. */
class FakeOutboxStore implements OutboxStoreLike {
  rows: OutboxMailEntity[] = [];

  add(mail: OutgoingMail): void {
    this.rows.push({
      id: this.rows.length + 1,
      mail,
      attempts: 0,
      nextAttemptAt: new Date(0),
      sentAt: null,
      lastError: null,
      createdAt: new Date(),
    });
  }

  async claimDue(limit: number, leaseMs: number): Promise<OutboxMailEntity[]> {
    const now = Date.now();
    const due = this.rows.filter((row) => !row.sentAt && row.nextAttemptAt.getTime() <= now).slice(0, limit);
    for (const row of due) row.nextAttemptAt = new Date(now + leaseMs);
    return due.map((row) => ({ ...row }));
  }

  async markSent(id: number): Promise<void> {
    Object.assign(this.rows[id - 1], { sentAt: new Date(), lastError: null });
  }

  async retryLater(id: number, attempts: number, error: string, at: Date): Promise<void> {
    Object.assign(this.rows[id - 1], { attempts, lastError: error, nextAttemptAt: at });
  }
}

const mail = (to: string): OutgoingMail => ({ to, subject: 'Hi', text: 'Hello' });
const options = { pollMs: 60_000, retryFirstMs: 1000, retryMaxMs: 8000, batchSize: 2 };
const quiet = { warn: () => undefined };

describe('the outbox worker', () => {
  let store: FakeOutboxStore;
  let sent: string[];
  let failing: boolean;
  let worker: OutboxWorker;

  beforeEach(() => {
    store = new FakeOutboxStore();
    sent = [];
    failing = false;
    const mailer = {
      send: async (m: OutgoingMail) => {
        if (failing) throw new Error('connect ECONNREFUSED');
        sent.push(m.to);
      },
    };
    worker = new OutboxWorker(store, mailer, options, quiet);
  });
  afterEach(() => worker.stop());

  it('sends every due mail, batch after batch, and marks each sent', async () => {
    for (const to of ['a@x.org', 'b@x.org', 'c@x.org']) store.add(mail(to));
    await worker.kick();
    expect(sent).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
    expect(store.rows.every((row) => row.sentAt)).toBe(true);
  });

  it('keeps a failed mail with its error and tries it again after a growing wait', async () => {
    store.add(mail('a@x.org'));
    failing = true;
    const before = Date.now();
    await worker.kick();
    expect(sent).toEqual([]);
    expect(store.rows[0]).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connect ECONNREFUSED' });
    expect(store.rows[0].nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 1000);

    store.rows[0].nextAttemptAt = new Date(0);
    await worker.kick();
    expect(store.rows[0].attempts).toBe(2);
    expect(store.rows[0].nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 2000);

    failing = false;
    store.rows[0].nextAttemptAt = new Date(0);
    await worker.kick();
    expect(sent).toEqual(['a@x.org']);
    expect(store.rows[0]).toMatchObject({ attempts: 2, lastError: null });
    expect(store.rows[0].sentAt).toBeInstanceOf(Date);
  });

  it('does not send a mail again that another worker holds or that was sent', async () => {
    store.add(mail('a@x.org'));
    await store.claimDue(10, 60_000);
    store.add(mail('b@x.org'));
    await worker.kick();
    await worker.kick();
    expect(sent).toEqual(['b@x.org']);
  });

  it('runs one more round for a kick that comes while a round is running', async () => {
    store.add(mail('a@x.org'));
    const first = worker.kick();
    store.add(mail('b@x.org'));
    const second = worker.kick();
    await Promise.all([first, second]);
    expect(sent).toEqual(['a@x.org', 'b@x.org']);
  });

  it('survives an outbox it cannot read, and sends nothing after it stopped', async () => {
    const warnings: string[] = [];
    const broken = new OutboxWorker(
      {
        claimDue: () => Promise.reject(new Error('database is down')),
        markSent: async () => undefined,
        retryLater: async () => undefined,
      },
      { send: async () => undefined },
      options,
      { warn: (line) => warnings.push(line) },
    );
    await expect(broken.kick()).resolves.toBeUndefined();
    expect(warnings).toEqual(['Mail outbox could not be read: database is down']);

    await worker.stop();
    store.add(mail('a@x.org'));
    await worker.kick();
    expect(sent).toEqual([]);
  });
});
