import { RemotesGate } from './remotes-gate';

/** A render that runs until `finish` is called, and logs when it starts. */
function pendingRender(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => (log.push(`start ${name}`), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RemotesGate', () => {
  it('runs renders of one map together and switches once', async () => {
    const gate = new RemotesGate();
    const log: string[] = [];
    const enter = (key: string) => () => log.push(`enter ${key}`);
    const a1 = pendingRender(log, 'a1');
    const a2 = pendingRender(log, 'a2');
    const both = [gate.run('a', enter('a'), a1.work), gate.run('a', enter('a'), a2.work)];
    await settle();
    expect(log).toEqual(['enter a', 'start a1', 'start a2']);
    a1.finish();
    a2.finish();
    await Promise.all(both);
  });

  it('holds a render of another map until the current ones end, and later ones of the current map behind it', async () => {
    const gate = new RemotesGate();
    const log: string[] = [];
    const enter = (key: string) => () => log.push(`enter ${key}`);
    const a1 = pendingRender(log, 'a1');
    const b1 = pendingRender(log, 'b1');
    const a2 = pendingRender(log, 'a2');
    const runs = [
      gate.run('a', enter('a'), a1.work),
      gate.run('b', enter('b'), b1.work),
      gate.run('a', enter('a'), a2.work),
    ];
    await settle();
    expect(log).toEqual(['enter a', 'start a1']);
    a1.finish();
    await settle();
    expect(log).toEqual(['enter a', 'start a1', 'enter b', 'start b1']);
    b1.finish();
    await settle();
    expect(log).toEqual(['enter a', 'start a1', 'enter b', 'start b1', 'enter a', 'start a2']);
    a2.finish();
    await Promise.all(runs);
  });

  it('goes on after a render that failed', async () => {
    const gate = new RemotesGate();
    await expect(
      gate.run(
        'a',
        () => undefined,
        () => Promise.reject(new Error('broken')),
      ),
    ).rejects.toThrow('broken');
    await expect(
      gate.run(
        'b',
        () => undefined,
        async () => 'drawn',
      ),
    ).resolves.toBe('drawn');
  });
});
