import type { OutgoingMail } from '@site/mailer';
import type { ContactRepository, NewContactMessage } from '../../src/features/contact/contact.repository.js';

/** Contact messages and their mails in memory, with the hourly limit counted as the real repository counts it. */
export class FakeContacts implements Pick<ContactRepository, keyof ContactRepository> {
  readonly messages: NewContactMessage[] = [];
  readonly mails: OutgoingMail[] = [];

  async addWithinLimit(message: NewContactMessage, mail: OutgoingMail, perHour: number): Promise<boolean> {
    const byEmail = this.messages.filter((m) => m.email.toLowerCase() === message.email.toLowerCase()).length;
    const byIp = this.messages.filter((m) => m.ipHash === message.ipHash).length;
    if (byEmail >= perHour || byIp >= perHour) return false;
    this.messages.push(message);
    this.mails.push(mail);
    return true;
  }

  asRepository(): ContactRepository {
    return this as unknown as ContactRepository;
  }
}
