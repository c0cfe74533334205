import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { CHAT_NOT_FOUND_TEXT, INBOX_NOT_FOUND_TEXT } from '@site/contracts';

const SERIAL_MAX = 2_147_483_647;

/** A path id as a serial column holds it; anything else names nothing there, so 404 (never a 500 on overflow). */
class SerialIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= SERIAL_MAX)) throw new NotFoundException(this.notFound);
    return id;
  }
}

export const conversationId = new SerialIdPipe(CHAT_NOT_FOUND_TEXT);
export const threadId = new SerialIdPipe(INBOX_NOT_FOUND_TEXT);

/** The id of the last event a reconnecting EventSource saw, or of the last message the page holds; else 0. */
export function lastEventId(...values: unknown[]): number {
  for (const value of values) {
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (id <= SERIAL_MAX) return id;
  }
  return 0;
}
