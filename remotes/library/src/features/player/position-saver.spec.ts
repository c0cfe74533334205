import { PositionSaver } from './position-saver';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => jest.useRealTimers());

function saver() {
  const send = jest.fn().mockResolvedValue({});
  return { send, saver: new PositionSaver(send, 10_000) };
}

test('while playing, sends the first position and then at most once per interval, ending on the latest', () => {
  const { send, saver: positions } = saver();
  positions.save('episode:one', 1, 'throttled');
  expect(send).toHaveBeenCalledWith('episode:one', 1);
  for (let second = 2; second <= 6; second += 1) {
    jest.advanceTimersByTime(1000);
    positions.save('episode:one', second, 'throttled');
  }
  expect(send).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(5000);
  expect(send).toHaveBeenCalledTimes(2);
  expect(send).toHaveBeenLastCalledWith('episode:one', 6);
});

test('a pause is sent at once', () => {
  const { send, saver: positions } = saver();
  positions.save('episode:one', 1, 'throttled');
  jest.advanceTimersByTime(2000);
  positions.save('episode:one', 3, 'now');
  expect(send).toHaveBeenCalledTimes(2);
  expect(send).toHaveBeenLastCalledWith('episode:one', 3);
  jest.advanceTimersByTime(20_000);
  expect(send).toHaveBeenCalledTimes(2);
});

test("switching recordings sends the previous one's waiting position first", () => {
  const { send, saver: positions } = saver();
  positions.save('episode:one', 1, 'throttled');
  positions.save('episode:one', 4, 'throttled');
  positions.save('audio:two', 9, 'throttled');
  expect(send.mock.calls).toEqual([
    ['episode:one', 1],
    ['episode:one', 4],
  ]);
  jest.advanceTimersByTime(10_000);
  expect(send).toHaveBeenLastCalledWith('audio:two', 9);
});

test('a failed send is ignored, and cancel drops what waits', async () => {
  const send = jest.fn().mockRejectedValue(new Error('offline'));
  const positions = new PositionSaver(send, 10_000);
  positions.save('audio:two', 1, 'now');
  positions.save('audio:two', 2, 'throttled');
  positions.cancel();
  jest.advanceTimersByTime(20_000);
  await Promise.resolve();
  expect(send).toHaveBeenCalledTimes(1);
});
