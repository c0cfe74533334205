import type { AppName, Stack } from '@site/infra/stack';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { verificationCode } from './verified-reader.js';

const BASE_PORT = 4860;
const METRICS_TOKEN = 'scraper-token-for-the-tests';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown>;

/** Everything each process writes to stdout and stderr once it is up (the requests' lines among it). */
class Output {
  private readonly chunks = new Map<AppName, string[]>();

  capture(stack: Stack) {
    for (const child of stack.children) {
      const app = /services[\\/](\w+)[\\/]dist/.exec(child.spawnargs.join(' '))![1] as AppName;
      this.chunks.set(app, []);
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk) => this.chunks.get(app)!.push(String(chunk)));
    }
  }

  text(app?: AppName): string {
    const apps = app ? [app] : [...this.chunks.keys()];
    return apps.map((name) => this.chunks.get(name)!.join('')).join('');
  }

  lines(app: AppName): LogLine[] {
    return this.text(app)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** The line a process wrote about a request, waiting a little: it is written once the answer has gone. */
  async requestLine(app: AppName, requestId: string, route?: string): Promise<LogLine> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const line = this.lines(app).find(
        (entry) =>
          entry.message === 'request answered' && entry.requestId === requestId && (!route || entry.route === route),
      );
      if (line) return line;
      if (Date.now() > deadline) throw new Error(`${app} logged no line for request ${requestId} ${route ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const scrape = (url: string) => request(url).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);

describe('observability: request ids, metrics and logs', () => {
  let stack: GatewayStack;
  const output = new Output();
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(BASE_PORT, { env: { METRICS_TOKEN } });
    app = await stack.createGateway();
    for (const running of stack.stacks) output.capture(running);
  }, 180_000);

  afterAll(() => stack?.stop());

  it('keeps a well-formed X-Request-Id, passes it to the service, and both log the request under it', async () => {
    const response = await request(app)
      .get('/api/essays?sortBy=title')
      .set('x-request-id', 'obs-trace.1_A')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('obs-trace.1_A');

    const gateway = await output.requestLine('gateway', 'obs-trace.1_A');
    expect(gateway).toMatchObject({ level: 'info', service: 'gateway', method: 'GET', route: '/api/*', status: 200 });
    expect(typeof gateway.durationMs).toBe('number');
    expect(new Date(gateway.time as string).toISOString()).toBe(gateway.time);
    const content = await output.requestLine('content', 'obs-trace.1_A');
    expect(content).toMatchObject({
      level: 'info',
      service: 'content',
      method: 'GET',
      route: '/api/essays',
      status: 200,
    });
    expect(output.text()).not.toContain('sortBy');
  });

  it("gives a request without a usable id a new one, on every kind of answer, and passes it on the gateway's own calls", async () => {
    const answers = await Promise.all([
      request(app).get('/').set('x-request-id', 'not valid!'),
      request(app).get('/main.js'),
      request(app).get('/no/such/page'),
      request(app).get('/api/no-such-thing'),
      request(app).post('/api/login').send({ username: 'nobody' }),
      request(app).post('/api/login').send({ username: 'nobody', password: 'not-the-password-1' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 404, 400, 401]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // The login's credential check at the identity service is logged under the visitor's request.
    const check = await output.requestLine('identity', ids[5], '/api/internal/verify-credentials');
    expect(check).toMatchObject({ method: 'POST', status: 401 });
  });

  it('writes every line as JSON with level, time and the app', () => {
    for (const name of ['gateway', 'identity', 'content', 'learn', 'audience'] as const)
      for (const line of output.lines(name))
        expect(line).toEqual(
          expect.objectContaining({ level: expect.any(String), time: expect.any(String), service: name }),
        );
  });

  it('answers the gateway /metrics only to a scraper with the token, with requests by route and status', async () => {
    await request(app).get('/api/tags').expect(200);
    const refused = await request(app).get('/metrics').expect(401);
    expect(refused.body.message).toMatch(/METRICS_TOKEN/);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    await request(app).get('/metrics').set('authorization', 'Bearer wrong-token-of-some-length').expect(401);

    const metrics = await scrape(app).expect(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/\*",status="200"\} \d+$/m);
    expect(metrics.text).toMatch(/^http_requests_total\{method="GET",route="\/metrics",status="401"\} 2$/m);
    expect(metrics.text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status="200"\} \d+$/m,
    );
    expect(metrics.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(metrics.text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(metrics.text).toMatch(/^db_pool_connections \d+$/m);
    expect(metrics.text).toMatch(/^db_pool_waiting_queries \d+$/m);
    expect(metrics.text).toMatch(/^upstream_connections\{service="content",pool="requests"\} \d+$/m);
  });

  it("answers a service's /metrics on its own port with each route pattern, its errors and its pool", async () => {
    await request(app).get('/api/essays/no-such-essay-here').expect(404);
    const metrics = await request(`http://127.0.0.1:${stack.ports.content}`).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/essays",status="200"\} \d+$/m);
    expect(metrics.text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/essays\/:slugOrId",status="404"\} 1$/m,
    );
    expect(metrics.text).not.toContain('no-such-essay-here');
    expect(metrics.text).toMatch(/^db_pool_idle_connections \d+$/m);
    // The services' metrics are theirs alone: the gateway forwards no /metrics path to them.
    await request(app).get('/api/metrics').expect(404);
  });

  it('never logs a password, a verification code, a reset token or a session id', async () => {
    const reader = {
      name: 'Quiet Reader',
      username: 'quietreader',
      email: 'quiet@example.org',
      password: 'first-Passphrase-8231',
    };
    const wrongPassword = 'wrong-Passphrase-5519';
    const newPassword = 'second-Passphrase-7740';
    const agent = request.agent(app);
    await agent.post('/api/register').send(reader).expect(201);
    const code = await verificationCode(stack.inbox, reader.email);
    await agent.post('/api/verify-email').send({ email: reader.email, code }).expect(200);
    await request(app).post('/api/login').send({ username: reader.username, password: wrongPassword }).expect(401);
    const login = await request(app)
      .post('/api/login')
      .send({ username: reader.username, password: reader.password })
      .expect(200);
    const cookie = decodeURIComponent(/^sid=([^;]+)/.exec(login.headers['set-cookie']![0])![1]);
    await request(app).get('/api/user').set('cookie', `sid=${cookie}`).expect(200);

    await request(app).post('/api/account/password-reset').send({ email: reader.email }).expect(200);
    const mail: ParsedMail = await stack.inbox.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === reader.email && /Reset your/.test(m.subject ?? ''),
    );
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];
    const page = await request(app).get(`/auth/reset?token=${token}`).expect(200);
    await request(app).post('/api/account/password-reset/confirm').send({ token, password: newPassword }).expect(200);
    const last = await request(app)
      .post('/api/login')
      .send({ username: reader.username, password: newPassword })
      .expect(200);

    // The requests were logged (by route, not path), so the search below looks at their lines.
    await output.requestLine('gateway', page.headers['x-request-id'], '/*');
    await output.requestLine('gateway', last.headers['x-request-id'], '/api/login');
    const logged = output.text();
    const sessionId = cookie.slice(0, cookie.lastIndexOf('.'));
    for (const secret of [reader.password, wrongPassword, newPassword, token, cookie, sessionId])
      expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
  });
});
