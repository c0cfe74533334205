import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { verificationCode } from './verified-reader.js';

const reader = { name: 'Ada Reader', username: 'ada', email: 'ada@example.org', password: 'a-long-passphrase-7' };

describe('accounts through the gateway', () => {
  let stack: GatewayStack;
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(4310);
    app = await stack.createGateway();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('registers without a session, is logged in by the mailed code, logs out and logs in again', async () => {
    const agent = request.agent(app);
    const registered = await agent.post('/api/register').send(reader).expect(201);
    expect(registered.body).toEqual({
      requiresVerification: true,
      message: 'Please check your email for verification code',
    });
    expect(registered.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/user').expect(401);

    const code = await verificationCode(stack.inbox, reader.email);
    const verified = await agent.post('/api/verify-email').send({ email: reader.email, code }).expect(200);
    expect(verified.body).toMatchObject({ name: 'Ada Reader', username: 'ada', isAdmin: false });
    expect(verified.body.password).toBeUndefined();
    const cookie = verified.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    expect((await agent.get('/api/user').expect(200)).body.username).toBe('ada');
    await agent.post('/api/logout').expect(200);
    await agent.get('/api/user').expect(401);

    const login = await agent.post('/api/login').send({ username: 'ada', password: reader.password }).expect(200);
    expect(login.body).toMatchObject({ name: 'Ada Reader', username: 'ada' });
    expect(login.headers['set-cookie']?.[0]).not.toBe(cookie);
    await agent.get('/api/user').expect(200);
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const wrong = await request(app).post('/api/login').send({ username: 'ada', password: 'not-her-password' });
    const unknown = await request(app).post('/api/login').send({ username: 'nobody', password: 'whatever-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('lets a session made by one gateway replica work on another', async () => {
    const second = await stack.createGateway();
    const login = await request(app).post('/api/login').send({ username: 'ada', password: reader.password });
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const other = await request(second).get('/api/user').set('cookie', cookie).expect(200);
    expect(other.body.username).toBe('ada');
  });

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const login = await request(app)
      .post('/api/login')
      .send({ username: 'admin@test.local', password: 'Admin-password-42' })
      .expect(200);
    expect(login.body.isAdmin).toBe(true);
  });

  it('refuses state changes from another site', async () => {
    const response = await request(app)
      .post('/api/login')
      .set('origin', 'https://evil.example')
      .send({ username: 'ada', password: reader.password })
      .expect(403);
    expect(response.body.message).toMatch(/Cross-site/);
  });
});
