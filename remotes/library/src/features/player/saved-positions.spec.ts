import {
  latestPosition,
  readLocalPosition,
  readRate,
  resumeSeconds,
  writeLocalPosition,
  writeRate,
} from './saved-positions';

beforeEach(() => localStorage.clear());

test('keeps one position per recording in local storage', () => {
  writeLocalPosition('episode:one', 42.5, new Date('2026-01-02T03:04:05Z'));
  writeLocalPosition('audio:two', 7);
  expect(readLocalPosition('episode:one')).toEqual({
    mediaKey: 'episode:one',
    seconds: 42.5,
    updatedAt: '2026-01-02T03:04:05.000Z',
  });
  expect(readLocalPosition('audio:two')?.seconds).toBe(7);
  expect(readLocalPosition('audio:three')).toBeNull();
});

test('garbage in storage reads as nothing saved', () => {
  localStorage.setItem('library-player:positions', 'not json');
  expect(readLocalPosition('episode:one')).toBeNull();
  localStorage.setItem('library-player:positions', JSON.stringify({ 'episode:one': { seconds: 'soon' } }));
  expect(readLocalPosition('episode:one')).toBeNull();
});

test('the newer of the browser and the account wins', () => {
  const local = { mediaKey: 'episode:one', seconds: 10, updatedAt: '2026-01-01T00:00:00Z' };
  const remote = { mediaKey: 'episode:one', seconds: 50, updatedAt: '2026-01-02T00:00:00Z' };
  expect(latestPosition(local, remote)).toBe(remote);
  expect(latestPosition({ ...local, updatedAt: '2026-01-03T00:00:00Z' }, remote)?.seconds).toBe(10);
  expect(latestPosition(null, remote)).toBe(remote);
  expect(latestPosition(local, undefined)).toBe(local);
});

test('a recording heard to its end starts over', () => {
  const at = (seconds: number) => ({ mediaKey: 'audio:x', seconds, updatedAt: '' });
  expect(resumeSeconds(at(30), 100)).toBe(30);
  expect(resumeSeconds(at(97), 100)).toBe(0);
  expect(resumeSeconds(null, 100)).toBe(0);
});

test('remembers a chosen speed and ignores one it does not offer', () => {
  expect(readRate()).toBe(1);
  writeRate(1.5);
  expect(readRate()).toBe(1.5);
  localStorage.setItem('library-player:rate', '3');
  expect(readRate()).toBe(1);
});
