import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A tiny built shell and remote, so static serving is tested without building the real apps. */
export function fakeBuilds() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
  const shellDir = path.join(root, 'shell');
  const remotesDir = path.join(root, 'remotes');
  mkdirSync(shellDir);
  mkdirSync(path.join(remotesDir, 'games', 'dist'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/main.js"></script>',
  );
  writeFileSync(path.join(shellDir, 'main.js'), 'console.log("entry")');
  const hashed = 'console.log("hashed");'.repeat(200);
  writeFileSync(path.join(shellDir, 'app.0123456789.js'), hashed);
  // The build's precompressed copies, which browsers get in place of the file.
  writeFileSync(path.join(shellDir, 'app.0123456789.js.br'), brotliCompressSync(hashed));
  writeFileSync(path.join(shellDir, 'app.0123456789.js.gz'), gzipSync(hashed));
  writeFileSync(path.join(shellDir, 'main.js.br'), brotliCompressSync('console.log("entry")'));
  writeFileSync(path.join(remotesDir, 'games', 'dist', 'mf-manifest.json'), '{"id":"games"}');
  writeFileSync(path.join(remotesDir, 'games', 'dist', 'remoteEntry.js'), 'var games;');
  const remotesFile = path.join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ games: '/remotes/games/mf-manifest.json' }));
  return { shellDir, remotesDir, remotesFile };
}
