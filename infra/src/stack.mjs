// Runs the services and the gateway as child processes: behind `npm start`, the end-to-end
// tests and the gateway's integration tests alike, so all of them run the same thing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_PORTS = {
  identity: 3001,
  content: 3002,
  learn: 3003,
  audience: 3004,
  render: 3005,
  gateway: 8080,
};

/** Ports from `<APP>_PORT` variables, else the defaults. */
export function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, Number(env[`${name.toUpperCase()}_PORT`] ?? port)]),
  );
}
const SERVICES = ['identity', 'content', 'learn', 'audience'];
const ALL_APPS = [...SERVICES, 'render', 'gateway'];

function portEnv(ports) {
  return {
    IDENTITY_PORT: String(ports.identity),
    CONTENT_PORT: String(ports.content),
    LEARN_PORT: String(ports.learn),
    AUDIENCE_PORT: String(ports.audience),
    RENDER_PORT: String(ports.render),
    GATEWAY_PORT: String(ports.gateway),
    IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
    CONTENT_URL: `http://127.0.0.1:${ports.content}`,
    LEARN_URL: `http://127.0.0.1:${ports.learn}`,
    AUDIENCE_URL: `http://127.0.0.1:${ports.audience}`,
    RENDER_URL: `http://127.0.0.1:${ports.render}`,
    GATEWAY_URL: `http://127.0.0.1:${ports.gateway}`,
  };
}

/**
 * Fails at once when something already listens on `port`: another copy of the site would answer the health check
 * in place of the app just started, which then exits, unseen.
 */
function assertPortFree(name, port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', (error) =>
        reject(
          new Error(
            error.code === 'EADDRINUSE'
              ? `port ${port} is in use (another copy of the site?); stop it, or set ${name.toUpperCase()}_PORT`
              : error.message,
          ),
        ),
      )
      .listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * Starts the chosen apps in order and resolves once each answers its health check.
 * `output` is 'inherit', 'ignore' (keeping stderr's tail to explain a failed start), or a function given each line
 * an app writes.
 * @param {{ apps?: string[], ports?: Partial<typeof DEFAULT_PORTS>, env?: Record<string,string>, output?: 'inherit'|'ignore'|((app: string, line: string) => void), timeoutMs?: number }} options
 */
export async function startStack({
  apps = ALL_APPS,
  ports = {},
  env = {},
  output = 'inherit',
  // Generous: in CI the site starts beside typecheck and lint on two cores, and an embedded database is slow then.
  timeoutMs = 180_000,
} = {}) {
  const allPorts = { ...portsFromEnv(), ...ports };
  const children = [];
  const stop = async () => {
    await Promise.all(
      children.reverse().map(
        (child) =>
          new Promise((resolve) => {
            // A child that already ended (by its exit or by a signal) emits no further 'exit'.
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  const launch = async (name) => {
    await assertPortFree(name, allPorts[name]);
    const child = spawn(process.execPath, [path.join(ROOT, 'services', name, 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...portEnv(allPorts), ...env },
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    if (typeof output === 'function') {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => line && output(name, line));
      }
    } else if (output === 'ignore') {
      child.stdout.resume();
      // Keep the tail of stderr: a start-up failure is explained by it.
      let tail = '';
      child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-2000)));
      child.stderrTail = () => tail;
    }
    await waitForHealth(`http://127.0.0.1:${allPorts[name]}/health`, child, timeoutMs).catch((error) => {
      throw new Error(`${name}: ${error.message}\n${child.stderrTail?.() ?? ''}`);
    });
  };
  try {
    // The services are independent of each other: start them together with the renderer (which asks the gateway
    // only per page), then the gateway in front. The gateway's health answers (degraded) before the services are
    // up, so whoever waits on it alone (Playwright's web server) must not see it before them.
    await Promise.all([...SERVICES, 'render'].filter((app) => apps.includes(app)).map(launch));
    if (apps.includes('gateway')) await launch('gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports: allPorts, children, stop };
}
