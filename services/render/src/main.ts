import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadConfig } from './config.js';
import { log } from './log.js';
import { pageHandler } from './page-handler.js';
import { RemoteFiles } from './remote-files.js';
import { loadShell } from './shell-bundle.js';

const config = loadConfig();
const shell = await loadShell(config.shellDir);
const handlePage = pageHandler({ config, shell, remoteFiles: new RemoteFiles(config.gatewayUrl) });

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://render.invalid');
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (request.method === 'GET' && url.pathname === '/page') {
    void handlePage(request, url, response);
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
});

server.listen(config.port, config.host, () => log('info', `render listening on ${config.host}:${config.port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
