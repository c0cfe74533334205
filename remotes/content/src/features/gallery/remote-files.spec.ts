import { remoteFolderOf } from './remote-files';

test.each([
  ['/remotes/content/mf-manifest.json', '/remotes/content/'],
  ['/remotes/content/mf-manifest.json?v=2', '/remotes/content/'],
  [
    'https://cdn.commonplace.quest/remotes/content/1.0.0/mf-manifest.json',
    'https://cdn.commonplace.quest/remotes/content/1.0.0/',
  ],
])('the remote named by %s keeps its files in %s', (pointer, folder) => {
  expect(remoteFolderOf(pointer)).toBe(folder);
});
