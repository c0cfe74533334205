import { OldAddresses, OLD_ADDRESS_TTL_MS, redirectableKey } from './old-addresses.js';

describe('old addresses of imported posts', () => {
  it.each([
    ['/old-slug/', '/old-slug'],
    ['/2019/04/Old-Slug/?utm_source=feed', '/2019/04/old-slug'],
    ['/2019/04/03/old-slug.html', '/2019/04/03/old-slug.html'],
    ['/?p=42', '/?p=42'],
  ])('may be %s', (url, key) => {
    expect(redirectableKey(url)).toBe(key);
  });

  it.each([['/'], ['/?q=x'], ['/essays/'], ['/essay/old-slug'], ['/topic/Physics'], ['/about'], ['/remotes/x/a.js']])(
    'are never %s, an address of the site itself',
    (url) => {
      expect(redirectableKey(url)).toBeNull();
    },
  );

  it('are looked up once in a while, found or not; a failed lookup is not kept', async () => {
    // lru-cache takes a start of 0 for none; it also keeps the time it read for a millisecond.
    let now = 1000;
    const asked: string[] = [];
    let failing = false;
    const addresses = new OldAddresses(
      async (key) => {
        asked.push(key);
        if (failing) throw new Error('down');
        return key === '/old-slug' ? '/essay/new-slug' : null;
      },
      () => undefined,
      () => now,
    );
    expect(await addresses.locationOf('/old-slug/')).toBe('/essay/new-slug');
    expect(await addresses.locationOf('/old-slug')).toBe('/essay/new-slug');
    expect(await addresses.locationOf('/missing/')).toBeNull();
    expect(await addresses.locationOf('/missing')).toBeNull();
    expect(await addresses.locationOf('/essays')).toBeNull();
    expect(asked).toEqual(['/old-slug', '/missing']);

    failing = true;
    expect(await addresses.locationOf('/other/')).toBeNull();
    failing = false;
    expect(await addresses.locationOf('/other/')).toBeNull();
    expect(asked).toEqual(['/old-slug', '/missing', '/other', '/other']);

    now += OLD_ADDRESS_TTL_MS + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addresses.locationOf('/missing');
    expect(asked).toHaveLength(5);
  });
});
