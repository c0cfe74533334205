// `npm start`: builds what changed (Nx cache), then serves the composed site on :8080.
import { execSync } from 'node:child_process';
import { ROOT, startStack } from './stack.mjs';

if (!process.argv.includes('--no-build')) {
  execSync('npx nx run-many -t build --output-style=stream-without-prefixes', { cwd: ROOT, stdio: 'inherit' });
}

const stack = await startStack({ output: 'prefix' });
console.log(`\nThe site is up on http://localhost:${stack.ports.gateway}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
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
