import http, { type IncomingMessage } from 'node:http';

/** One server-sent event as the browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * A minimal EventSource for tests: it keeps every event and the `retry:` value, and waits for events.
 * It never reconnects by itself: tests reconnect on purpose, with Last-Event-ID.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  retry: number | null = null;
  private buffer = '';

  private constructor(
    readonly response: IncomingMessage,
    private readonly request: http.ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.read(chunk));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) =>
        resolve(new SseClient(response, request)),
      );
      request.on('error', reject);
    });
  }

  /** The first event that matches, waiting for it to arrive. */
  async waitFor(matches: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = this.events.find(matches);
      if (event) return event;
      if (Date.now() > deadline)
        throw new Error(`No matching event within ${timeoutMs} ms: ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): void {
    this.request.destroy();
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: SseEvent = { event: 'message', data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'retry') this.retry = Number(value);
        else if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') {
          event.data += (hasData ? '\n' : '') + value;
          hasData = true;
        }
      }
      if (hasData) this.events.push(event);
    }
  }
}
