import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposedModules } from './index.js';

function remoteWith(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exposed-modules-'));
  mkdirSync(path.join(dir, 'src', 'exposes'), { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, 'src', 'exposes', file), 'export default null;');
  return dir;
}

describe('exposedModules', () => {
  it("exposes each module of the remote's exposes folder under its name, and no spec", () => {
    expect(exposedModules(remoteWith(['App.tsx', 'ReadingNow.tsx', 'ReadingNow.spec.tsx', 'helpers.ts']))).toEqual({
      './App': './src/exposes/App.tsx',
      './ReadingNow': './src/exposes/ReadingNow.tsx',
    });
  });

  it('refuses a remote without an App module', () => {
    expect(() => exposedModules(remoteWith(['Widget.tsx']))).toThrow('has no App module');
  });
});
