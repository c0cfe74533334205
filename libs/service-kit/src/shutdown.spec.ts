import type { AddressInfo } from 'node:net';
import { Controller, Get, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Agent, request } from 'undici';
import { gracefulStop } from './shutdown.js';

/** What happened, in order: requests answered and the database pool closed. */
const events: string[] = [];
let release: () => void = () => undefined;

@Controller()
class SlowController {
  /** Answers when the test releases it, or never. */
  @Get('slow')
  async slow(): Promise<{ done: boolean }> {
    await new Promise<void>((resolve) => (release = resolve));
    events.push('answered');
    return { done: true };
  }

  @Get('quick')
  quick(): { done: boolean } {
    return { done: true };
  }
}

@Injectable()
class FakePool implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    events.push('pool closed');
  }
}

@Module({ controllers: [SlowController], providers: [FakePool] })
class SlowModule {}

describe('a graceful stop', () => {
  let app: NestFastifyApplication;
  let url: string;
  // Kept-alive connections, as a proxy or the gateway's own client holds them.
  const agent = new Agent({ keepAliveTimeout: 60_000 });

  beforeEach(async () => {
    events.length = 0;
    app = await NestFactory.create<NestFastifyApplication>(SlowModule, new FastifyAdapter(), { logger: false });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => agent.close());

  it('lets a request in flight finish, refuses new connections, then closes the pool', async () => {
    const stop = gracefulStop(app, 20_000);
    await request(`${url}/quick`, { dispatcher: agent }).then((answer) => answer.body.dump());
    const slow = request(`${url}/slow`, { dispatcher: agent });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopped = stop();
    await expect(request(`${url}/quick`, { dispatcher: new Agent() })).rejects.toThrow(/ECONNREFUSED/);
    release();
    const answer = await slow;
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ done: true });
    const answeredAt = Date.now();
    await stopped;
    // Its kept-alive connection closed after the answer: the stop did not wait for the grace period.
    expect(Date.now() - answeredAt).toBeLessThan(1_000);
    expect(events).toEqual(['answered', 'pool closed']);
  });

  it('cuts a request that runs past the grace period, and still closes the pool', async () => {
    const stop = gracefulStop(app, 1_000);
    const slow = request(`${url}/slow`, { dispatcher: agent });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(slow).rejects.toThrow(/other side closed|socket/i);
    expect(events).toEqual(['pool closed']);
  });
});
