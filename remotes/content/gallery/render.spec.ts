/** @jest-environment node */
import { createHash } from 'node:crypto';
import { CATALOGUE } from './catalogue';
import { render } from './render';

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// Small renders: the scenes scale to any width, and 48 pixels across is enough to tell two apart.
const WIDTH = 48;

test.each(CATALOGUE.map((entry) => [entry.id, entry] as const))(
  '%s: the same seed paints the same pixels, another seed other ones',
  (_id, entry) => {
    const first = render(entry, WIDTH);
    expect(first.width).toBe(WIDTH * entry.supersample);
    expect(first.height).toBe(Math.round(WIDTH * entry.aspect) * entry.supersample);
    expect(first.bytes.length).toBe(first.width * first.height * 3);
    expect(digest(render(entry, WIDTH).bytes)).toBe(digest(first.bytes));
    expect(digest(render({ ...entry, seed: entry.seed + 1 }, WIDTH).bytes)).not.toBe(digest(first.bytes));
  },
);

test('every image has its own name', () => {
  const ids = CATALOGUE.map(({ id }) => id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
});
