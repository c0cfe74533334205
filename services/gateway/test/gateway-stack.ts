import { startStack, type Ports, type Stack } from '@site/infra/stack';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { fakeBuilds } from './fixtures.js';
import { SmtpInbox } from '@site/mailer/testing';

export interface GatewayStack {
  ports: Ports;
  env: Record<string, string>;
  remotesFile: string;
  /** The SMTP server every service of the stack mails to (verification codes, reset links, newsletters). */
  inbox: SmtpInbox;
  /** Starts one more gateway replica (a child process) with extra environment; resolves to its URL. */
  createGateway(env?: Record<string, string>): Promise<string>;
  /** The running processes: the services' stack, then each gateway's. */
  stacks: readonly Stack[];
  stop(): Promise<void>;
}

/**
 * The built services and gateways as child processes, exactly as `npm start` runs them, on a
 * fresh database of the real PostgreSQL; tests talk to them over real HTTP.
 */
export async function startGatewayStack(
  basePort: number,
  { env: extraEnv = {} }: { env?: Record<string, string> } = {},
): Promise<GatewayStack> {
  const database: TestDatabase = await createTestDatabase('gateway');
  const inbox = await SmtpInbox.start();
  const ports = {
    identity: basePort + 1,
    content: basePort + 2,
    learn: basePort + 3,
    audience: basePort + 4,
    // Nothing listens there: these gateways answer pages with the static shell, and never reach a renderer of
    // another stack on this machine (the end-to-end tests' runs on its default port).
    render: basePort + 9,
    gateway: basePort,
  };
  const builds = fakeBuilds();
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    INTERNAL_SECRET: 'integration-internal-secret',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'Admin-password-42',
    SHELL_DIR: builds.shellDir,
    REMOTES_DIR: builds.remotesDir,
    REMOTES_FILE: builds.remotesFile,
    SMTP_URL: inbox.url,
    MAIL_POLL_MS: '200',
    MAIL_RETRY_MS: '200',
    ...extraEnv,
  };
  const stacks: Stack[] = [
    await startStack({ apps: ['identity', 'content', 'learn', 'audience'], ports, env, output: 'ignore' }),
  ];
  // The first gateway takes basePort, replicas follow the four services' ports.
  let replicas = 0;
  return {
    ports,
    env,
    remotesFile: builds.remotesFile,
    inbox,
    stacks,
    async createGateway(extra = {}) {
      const port = replicas === 0 ? basePort : basePort + 4 + replicas;
      replicas += 1;
      const gateway = await startStack({
        apps: ['gateway'],
        ports: { ...ports, gateway: port },
        env: { ...env, ...extra },
        output: 'ignore',
      });
      stacks.push(gateway);
      return `http://127.0.0.1:${port}`;
    },
    async stop() {
      await Promise.all(stacks.reverse().map((stack) => stack.stop()));
      await database.drop();
      await inbox.stop();
    },
  };
}
