import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { SseStream } from './sse-stream.js';

/** The raw response as far as the stream uses it. */
class FakeRaw extends EventEmitter {
  head: [number, Record<string, string>] | null = null;
  written = '';
  ended = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.head = [status, headers];
  }
  write(chunk: string) {
    this.written += chunk;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
}

function open(heartbeatMs = 60_000) {
  const raw = new FakeRaw();
  const reply = { raw, hijack: jest.fn() } as unknown as FastifyReply;
  return { raw, reply, stream: new SseStream(reply, 3000, heartbeatMs) };
}

describe('SseStream', () => {
  it('takes the reply over, answers an uncompressible event stream and says how soon to reconnect', () => {
    const { raw, reply, stream } = open();
    expect(reply.hijack).toHaveBeenCalled();
    expect(raw.head).toEqual([
      200,
      expect.objectContaining({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
      }),
    ]);
    expect(raw.written).toBe('retry: 3000\n\n');
    stream.end();
  });

  it('writes each event with its id and one line of JSON, whatever line breaks the data holds', () => {
    const { raw, stream } = open();
    stream.send('message', { body: 'two\nlines' }, 41);
    expect(raw.written).toContain('id: 41\nevent: message\ndata: {"body":"two\\nlines"}\n\n');
    stream.end();
  });

  it('sends a comment to keep the line open, and stops at close, telling its listeners once', () => {
    jest.useFakeTimers();
    try {
      const { raw, stream } = open(1000);
      const closed = jest.fn();
      stream.onClose(closed);
      jest.advanceTimersByTime(1000);
      expect(raw.written).toContain(': keep-alive\n\n');
      raw.emit('close');
      raw.emit('close');
      stream.send('message', {}, 1);
      expect(closed).toHaveBeenCalledTimes(1);
      expect(raw.written).not.toContain('event: message');
      jest.advanceTimersByTime(5000);
      expect(raw.written.match(/keep-alive/g)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
