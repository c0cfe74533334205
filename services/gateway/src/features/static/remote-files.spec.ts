import path from 'node:path';
import { remoteBuildDir, remoteBuildFile, remotePrefix } from './remote-files.js';

const REMOTES = path.join(path.sep, 'site', 'remotes');

describe('remote files', () => {
  it('serves a remote under /remotes/<name>/ from its build folder', () => {
    expect(remotePrefix('games')).toBe('/remotes/games/');
    expect(remoteBuildDir(REMOTES, 'games')).toBe(path.join(REMOTES, 'games', 'dist'));
  });

  it('maps an address under a remote to the file it is served from', () => {
    expect(remoteBuildFile(REMOTES, '/remotes/games/mf-manifest.json')).toBe(
      path.join(REMOTES, 'games', 'dist', 'mf-manifest.json'),
    );
    expect(remoteBuildFile(REMOTES, '/remotes/learn-app/static/js/main.js')).toBe(
      path.join(REMOTES, 'learn-app', 'dist', 'static', 'js', 'main.js'),
    );
  });

  it('maps no other address, none with a query, and none that climbs out of the build folder', () => {
    for (const address of [
      'https://cdn.example/remotes/games/mf-manifest.json',
      '/shell/index.html',
      '/remotes/games/',
      '/remotes/Games/mf-manifest.json',
      '/remotes/games/mf-manifest.json?v=2',
      '/remotes/games/../../secret.json',
      '/remotes/games/static/../../x',
    ]) {
      expect(remoteBuildFile(REMOTES, address)).toBeNull();
    }
  });
});
