import { failedRemotes } from './drawn-remotes';

const ENTRIES = {
  content: 'http://127.0.0.1:8080/remotes/content/server/remoteEntry.cjs?build=abc',
  games: 'https://cdn.example.org/games/0.2.0/server/remoteEntry.cjs',
};

describe('failedRemotes', () => {
  it('names the remote whose server files a failure came from', () => {
    const failure =
      'TypeError: cannot read the board\n    at Board (https://cdn.example.org/games/0.2.0/server/__federation_expose_App.cjs:1:2040)';
    expect(failedRemotes([failure], ENTRIES)).toEqual(['games']);
  });

  it('names none for a failure of no remote (a page past its time budget)', () => {
    expect(failedRemotes(['Error: past the time budget'], ENTRIES)).toEqual([]);
  });

  it('tells a remote from another whose folder starts alike', () => {
    const entries = { ...ENTRIES, learn: 'https://cdn.example.org/games/0.2.0-learn/server/remoteEntry.cjs' };
    const failure = 'Error: Loading script failed https://cdn.example.org/games/0.2.0-learn/server/remoteEntry.cjs';
    expect(failedRemotes([failure], entries)).toEqual(['learn']);
  });
});
