// `npm start`: builds what changed (Nx cache), then serves the composed site on :8080 and says how to log in.
import path from 'node:path';
import { buildWithProgress } from './start/build-progress.mjs';
import { readyBlock } from './start/ready-block.mjs';
import { serviceLog } from './start/service-log.mjs';
import { ROOT, startStack } from './stack.mjs';

const started = Date.now();
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
const json = process.env.LOG_FORMAT === 'json';
const logDir = json ? null : path.join(dataDir, 'logs');

try {
  if (!process.argv.includes('--no-build')) await buildWithProgress({ cwd: ROOT });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const log = serviceLog({ logDir, json });
if (!json) console.log('Starting the services and the gateway…');
const stack = await startStack({ output: log.onLine }).catch((error) => {
  console.error(`The site did not start: ${error.message}${logDir ? `\nSee ${logDir}/<app>.log.` : ''}`);
  process.exit(1);
});
const block = readyBlock({
  url: `http://localhost:${stack.ports.gateway}`,
  seconds: Math.round((Date.now() - started) / 1000),
  admin: log.admin(),
  adminPasswordSet: Boolean(process.env.ADMIN_PASSWORD),
  dataDir: path.relative(process.cwd(), dataDir) || '.',
  databaseUrl: Boolean(process.env.DATABASE_URL || process.env.IDENTITY_DATABASE_URL),
  logDir: logDir && path.relative(process.cwd(), logDir),
});
(json ? process.stderr : process.stdout).write(`${block}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    await log.close();
    process.exit(0);
  });
}
for (const child of stack.children) {
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`A process exited with code ${code}; stopping the site.`);
    stack.stop().then(() => process.exit(1));
  });
}
