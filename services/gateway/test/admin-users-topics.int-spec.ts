import type { AdminUser, Topic } from '@site/contracts';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { registerVerified } from './verified-reader.js';

const READER = { name: 'Rita Reader', username: 'rita', email: 'rita@example.org', password: 'a-long-passphrase-8' };
const ADMIN = { username: 'admin@test.local', password: 'Admin-password-42' };

describe('suspending, promoting and logging out accounts, and turning topics off, through the gateway', () => {
  let stack: GatewayStack;
  let app: string;
  let admin: request.Agent;
  let readerId: number;

  const login = (agent: request.Agent, username = READER.username, password = READER.password) =>
    agent.post('/api/login').send({ username, password });
  const change = (body: object) => admin.patch(`/api/admin/users/${readerId}`).send(body);

  beforeAll(async () => {
    stack = await startGatewayStack(4660);
    app = await stack.createGateway({ LOGIN_LIMIT_PER_IP: '100' });
    admin = request.agent(app);
    await login(admin, ADMIN.username, ADMIN.password).expect(200);
    readerId = (await registerVerified(request.agent(app), READER, stack.inbox)).id as number;
  }, 180_000);
  afterAll(() => stack?.stop());

  it('routes each admin figure to the service that knows it', async () => {
    expect((await admin.get('/api/admin/users/stats').expect(200)).body).toMatchObject({ readers: 1, admins: 1 });
    expect((await admin.get('/api/admin/content/stats').expect(200)).body.essays).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/audience/stats').expect(200)).body).toHaveProperty('messagesWaiting');
    await request(app).get('/api/admin/audience/stats').expect(401);
  });

  it('logs a suspended reader out at once and refuses their login with a reason, until the suspension is lifted', async () => {
    const reader = request.agent(app);
    await login(reader).expect(200);
    await reader.get('/api/user').expect(200);

    const suspended = await change({ suspended: true }).expect(200);
    expect((suspended.body as AdminUser).suspendedAt).not.toBeNull();
    expect(suspended.headers['x-end-sessions']).toBeUndefined();
    await reader.get('/api/user').expect(401);
    await reader.get('/api/bookmarks').expect(401);
    const refused = await login(reader).expect(403);
    expect(refused.body.message).toBe('This account is suspended.');
    await admin.get('/api/user').expect(200);

    await change({ suspended: false }).expect(200);
    await login(reader).expect(200);
    await reader.get('/api/user').expect(200);
  });

  it('applies a new role at once: the promoted reader logs in again as an administrator', async () => {
    const reader = request.agent(app);
    await login(reader).expect(200);
    await reader.get('/api/admin/users').expect(403);
    await change({ isAdmin: true }).expect(200);
    await reader.get('/api/user').expect(401);
    expect((await login(reader).expect(200)).body.isAdmin).toBe(true);
    await reader.get('/api/admin/users').expect(200);
    await change({ isAdmin: false }).expect(200);
    await reader.get('/api/admin/users').expect(401);
  });

  it("ends every session of an account, and only the administrator's other ones for themself", async () => {
    const reader = request.agent(app);
    await login(reader).expect(200);
    await admin.delete(`/api/admin/users/${readerId}/sessions`).expect(200);
    await reader.get('/api/user').expect(401);

    const otherAdmin = request.agent(app);
    await login(otherAdmin, ADMIN.username, ADMIN.password).expect(200);
    const adminId = (await admin.get('/api/user').expect(200)).body.id as number;
    await admin.delete(`/api/admin/users/${adminId}/sessions`).expect(200);
    await admin.get('/api/user').expect(200);
    await otherAdmin.get('/api/user').expect(401);
  });

  it('never removes the last administrator', async () => {
    const adminId = (await admin.get('/api/user').expect(200)).body.id as number;
    const res = await admin.patch(`/api/admin/users/${adminId}`).send({ isAdmin: false }).expect(409);
    expect(res.body.message).toBe('The site needs at least one administrator who can log in.');
    await admin.get('/api/admin/users').expect(200);
  });

  // Its page's 404 is the renderer's, drawn from data read through its own gateway: the end-to-end tests see it.
  it('takes an inactive topic out of the side menu list and answers 404 for it', async () => {
    await request(app).get('/api/topics/Mysticism').expect(200);
    await admin.patch('/api/admin/topics/Mysticism').send({ active: false }).expect(200);
    try {
      const topics = (await request(app).get('/api/topics').expect(200)).body as Topic[];
      expect(topics.find((topic) => topic.name === 'Mysticism')?.active).toBe(false);
      await request(app).get('/api/topics/Mysticism').expect(404);
    } finally {
      await admin.patch('/api/admin/topics/Mysticism').send({ active: true }).expect(200);
    }
  });
});
