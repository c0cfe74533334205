import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { it } from 'node:test';
import { startStack } from '../../src/stack.mjs';

it('refuses to start an app whose port another process holds, naming the port, rather than take its health check', async () => {
  const other = createServer((_, response) => response.end('{"status":"ok"}'));
  await new Promise((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address();
  try {
    await assert.rejects(startStack({ apps: ['identity'], ports: { identity: port }, output: 'ignore' }), {
      message: new RegExp(`port ${port} is in use .*IDENTITY_PORT`),
    });
  } finally {
    other.close();
  }
});
