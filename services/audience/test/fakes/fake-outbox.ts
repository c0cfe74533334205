import type { Outbox } from '@site/mailer';

/** The outbox as services use it outside a transaction: it only counts the kicks. */
export class FakeOutbox implements Pick<Outbox, 'kick'> {
  kicks = 0;

  async kick(): Promise<void> {
    this.kicks += 1;
  }

  asOutbox(): Outbox {
    return this as unknown as Outbox;
  }
}
