import type { OutgoingMail } from '@site/mailer';
import type { EmailCodeEntity, EmailCodePurpose } from '../src/features/verification/email-code.entity.js';
import type {
  EmailCodesRepository,
  EmailCodeWrites,
  VerifiedUserChanges,
} from '../src/features/verification/email-codes.repository.js';

/** An in-memory EmailCodesRepository: codes, the mails written beside them and the user changes they made. */
export class FakeEmailCodes implements Pick<EmailCodesRepository, 'withLocked'> {
  readonly rows: EmailCodeEntity[] = [];
  readonly mails: OutgoingMail[] = [];
  readonly userChanges: { userId: number; changes: VerifiedUserChanges }[] = [];

  async withLocked<T>(
    userId: number,
    purpose: EmailCodePurpose,
    work: (existing: EmailCodeEntity | null, writes: EmailCodeWrites) => Promise<T>,
  ): Promise<T> {
    const found = this.rows.find((row) => row.userId === userId && row.purpose === purpose) ?? null;
    // Work sees a copy, as it would a row read in its transaction.
    const existing = found ? { ...found } : null;
    return work(existing, {
      save: async (fields) => {
        if (found) Object.assign(found, fields);
        else this.rows.push({ id: this.rows.length + 1, userId, purpose, ...fields });
      },
      countWrongTry: async () => {
        if (found) found.tries += 1;
      },
      remove: async () => {
        if (found) this.rows.splice(this.rows.indexOf(found), 1);
      },
      updateUser: async (changes) => {
        this.userChanges.push({ userId, changes });
      },
      mail: async (mail) => {
        this.mails.push(mail);
      },
    });
  }

  asRepository(): EmailCodesRepository {
    return this as unknown as EmailCodesRepository;
  }
}
