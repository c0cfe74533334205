import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CONTACT_MIN_FILL_MS,
  CONTACT_PER_HOUR,
  CONTACT_SENT_TEXT,
  CONTACT_TOO_FAST_TEXT,
  CONTACT_TOO_MANY_TEXT,
  type ContactInput,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { AudienceConfig } from '../../config.js';
import { contactMail } from './contact-mail.js';
import { ContactRepository } from './contact.repository.js';
import { senderKey } from './sender-key.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AudienceConfig, 'internalSecret'>,
  ) {}

  /**
   * Keeps the message and queues its mail to the author. A filled honeypot gets the same answer and nothing
   * is kept or mailed, so a program learns nothing from it. The time trap only judges forms drawn in the
   * past: a browser whose clock runs ahead would otherwise be refused every time.
   */
  async send(input: ContactInput, ip: string, now = Date.now()): Promise<{ message: string }> {
    if (input.website) return { message: CONTACT_SENT_TEXT };
    const elapsed = now - input.startedAt;
    if (elapsed >= 0 && elapsed < CONTACT_MIN_FILL_MS) throw new BadRequestException(CONTACT_TOO_FAST_TEXT);
    const { name, email, subject, message } = input;
    const stored = await this.contacts.addWithinLimit(
      { name, email, subject, message, ipHash: senderKey(ip, this.config.internalSecret) },
      contactMail(input),
      CONTACT_PER_HOUR,
    );
    if (!stored) throw new HttpException(CONTACT_TOO_MANY_TEXT, HttpStatus.TOO_MANY_REQUESTS);
    void this.outbox.kick();
    return { message: CONTACT_SENT_TEXT };
  }
}
