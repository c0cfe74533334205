import type { FastifyReply } from 'fastify';

/** How the document describes a stream's answer. */
export const EVENT_STREAM_CONTENT = {
  'text/event-stream': {
    schema: { type: 'string' as const, description: 'Server-sent events: `id`, `event` and `data` lines.' },
  },
};

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const SSE_HEARTBEAT_MS = 20_000;

/**
 * One open server-sent-events answer. The reply is taken from Fastify (hijacked) and written by hand: each
 * event goes out as soon as it is written, `retry:` tells EventSource how soon to reconnect, and the event id
 * comes back as Last-Event-ID so the stream resumes where it broke.
 */
export class SseStream {
  private readonly closeListeners: (() => void)[] = [];
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly reply: FastifyReply,
    retryMs: number,
    heartbeatMs = SSE_HEARTBEAT_MS,
  ) {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or buffer it; X-Accel-Buffering does the same for nginx.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.raw.write(`retry: ${retryMs}\n\n`);
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), heartbeatMs);
    reply.raw.on('close', () => this.finish());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends one event; data is JSON on a single line, so no `data:` line can hold a line break. */
  send(event: string, data: unknown, id?: number): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  end(): void {
    if (!this.closed) this.reply.raw.end();
    this.finish();
  }

  private write(chunk: string): void {
    if (!this.closed) this.reply.raw.write(chunk);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
