import { trackRequestContext } from '@site/service-kit';
import Fastify from 'fastify';
import type { Dispatcher } from 'undici';
import { forwardRequestId, withRequestId } from './forward-request-id.js';

describe('withRequestId', () => {
  it('adds the id to each form of headers', () => {
    expect(withRequestId(undefined, 'r1')).toEqual({ 'x-request-id': 'r1' });
    expect(withRequestId({ accept: 'text/html' }, 'r1')).toEqual({ accept: 'text/html', 'x-request-id': 'r1' });
    expect(withRequestId(['accept', 'text/html'], 'r1')).toEqual(['accept', 'text/html', 'x-request-id', 'r1']);
    expect(withRequestId(new Map([['accept', 'text/html']]), 'r1')).toEqual([
      ['accept', 'text/html'],
      ['x-request-id', 'r1'],
    ]);
  });

  it('keeps an id the caller set already', () => {
    expect(withRequestId({ 'X-Request-Id': 'mine' }, 'r1')).toEqual({ 'X-Request-Id': 'mine' });
    expect(withRequestId(['x-request-id', 'mine'], 'r1')).toEqual(['x-request-id', 'mine']);
  });
});

describe('forwardRequestId', () => {
  const sent: Dispatcher.DispatchOptions[] = [];
  const dispatch = forwardRequestId((options) => {
    sent.push(options);
    return true;
  });
  const call = () => dispatch({ method: 'GET', path: '/health', headers: { accept: '*/*' } }, {});

  beforeEach(() => (sent.length = 0));

  it('sends the id of the request being served with every call made while serving it', async () => {
    const app = Fastify({ genReqId: () => 'req-9' });
    trackRequestContext(app);
    app.post('/login', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      call();
      return {};
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    } finally {
      await app.close();
    }
    expect(sent.map((options) => options.headers)).toEqual([{ accept: '*/*', 'x-request-id': 'req-9' }]);
  });

  it('adds nothing to calls outside any request (start-up, timers)', () => {
    call();
    expect(sent.map((options) => options.headers)).toEqual([{ accept: '*/*' }]);
  });
});
