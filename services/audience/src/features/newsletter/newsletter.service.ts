import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  NEWSLETTER_TOKEN_INVALID_TEXT,
  SUBSCRIBE_CONFIRMED_TEXT,
  SUBSCRIBE_SENT_TEXT,
  UNSUBSCRIBED_TEXT,
  type NewsletterIssue,
  type SubscribeInput,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { AudienceConfig } from '../../config.js';
import { IssuesRepository } from './issues.repository.js';
import { confirmMail } from './newsletter-mail.js';
import { SubscribersRepository } from './subscribers.repository.js';
import { newToken, tokenHash } from './tokens.js';

/** A waiting address gets a fresh confirm link at most this often, however often the form is sent. */
export const CONFIRM_RESEND_MS = 5 * 60_000;
/** How long a confirm link works. */
export const CONFIRM_VALID_MS = 7 * 24 * 60 * 60_000;
/** The archive shows at most this many issues. */
export const ISSUES_MAX = 50;

const invalidToken = () => new BadRequestException(NEWSLETTER_TOKEN_INVALID_TEXT);

@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly issuesRepository: IssuesRepository,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AudienceConfig, 'siteUrl'>,
  ) {}

  /**
   * Mails a confirm link to a new, waiting or unsubscribed address. The answer is the same in every case,
   * a filled honeypot included, so nobody learns from it whether an address subscribes.
   */
  async subscribe(input: SubscribeInput, now = new Date()): Promise<{ message: string }> {
    if (input.website) return { message: SUBSCRIBE_SENT_TEXT };
    const email = input.email.trim().toLowerCase();
    const mailed = await this.subscribers.withLocked(email, async (existing, writes) => {
      if (existing?.status === 'confirmed') return false;
      if (existing?.status === 'waiting' && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_MS)
        return false;
      const tokens = { confirm: newToken(), unsubscribe: newToken() };
      await writes.save({
        status: 'waiting',
        confirmTokenHash: tokenHash(tokens.confirm),
        unsubscribeTokenHash: tokenHash(tokens.unsubscribe),
        confirmSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
      });
      await writes.mail(confirmMail(email, this.config.siteUrl, tokens));
      return true;
    });
    if (mailed) void this.outbox.kick();
    return { message: SUBSCRIBE_SENT_TEXT };
  }

  /** Confirms with the token of the latest confirm link; using it again answers the same. */
  async confirm(token: string, now = new Date()): Promise<{ message: string }> {
    const subscriber = await this.subscribers.findByConfirmHash(tokenHash(token));
    if (subscriber?.status === 'confirmed') return { message: SUBSCRIBE_CONFIRMED_TEXT };
    if (subscriber?.status !== 'waiting' || now.getTime() - subscriber.confirmSentAt.getTime() > CONFIRM_VALID_MS)
      throw invalidToken();
    await this.subscribers.update(subscriber.id, { status: 'confirmed', confirmedAt: now });
    return { message: SUBSCRIBE_CONFIRMED_TEXT };
  }

  /** Unsubscribes with the token every mail carries; it keeps working, so a second click answers the same. */
  async unsubscribe(token: string | undefined, now = new Date()): Promise<{ message: string }> {
    const subscriber = token ? await this.subscribers.findByUnsubscribeHash(tokenHash(token)) : null;
    if (!subscriber) throw invalidToken();
    if (subscriber.status !== 'unsubscribed') {
      await this.subscribers.update(subscriber.id, {
        status: 'unsubscribed',
        unsubscribedAt: now,
        confirmTokenHash: null,
      });
    }
    return { message: UNSUBSCRIBED_TEXT };
  }

  /** The archive: sent issues, newest first, bounded. */
  async issues(): Promise<NewsletterIssue[]> {
    const issues = await this.issuesRepository.listSent(ISSUES_MAX);
    return issues.map(({ id, subject, html, sentAt }) => ({ id, subject, html, sentAt: sentAt!.toISOString() }));
  }
}
