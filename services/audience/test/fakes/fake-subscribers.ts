import type { OutgoingMail } from '@site/mailer';
import type { SubscriberEntity } from '../../src/features/newsletter/subscriber.entity.js';
import type {
  SubscriberFields,
  SubscribersRepository,
  SubscriberWrites,
} from '../../src/features/newsletter/subscribers.repository.js';

/** Subscribers and the mails written with them, in memory. */
export class FakeSubscribers implements Pick<SubscribersRepository, keyof SubscribersRepository> {
  readonly rows: SubscriberEntity[] = [];
  readonly mails: OutgoingMail[] = [];

  async withLocked<T>(
    email: string,
    work: (existing: SubscriberEntity | null, writes: SubscriberWrites) => Promise<T>,
  ): Promise<T> {
    const existing = this.rows.find((row) => row.email === email) ?? null;
    return work(existing ? { ...existing } : null, {
      save: async (fields: SubscriberFields) => {
        if (existing) Object.assign(existing, fields);
        else this.rows.push({ id: this.rows.length + 1, email, createdAt: new Date(), ...fields });
      },
      mail: async (mail) => {
        this.mails.push(mail);
      },
    });
  }

  async findByConfirmHash(hash: string): Promise<SubscriberEntity | null> {
    return this.rows.find((row) => row.confirmTokenHash === hash) ?? null;
  }

  async findByUnsubscribeHash(hash: string): Promise<SubscriberEntity | null> {
    return this.rows.find((row) => row.unsubscribeTokenHash === hash) ?? null;
  }

  async update(id: number, fields: Partial<SubscriberFields>): Promise<void> {
    Object.assign(
      this.rows.find((row) => row.id === id)!,
      fields,
    );
  }

  asRepository(): SubscribersRepository {
    return this as unknown as SubscribersRepository;
  }
}
