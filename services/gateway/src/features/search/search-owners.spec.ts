import { SEARCH_KINDS } from '@site/contracts';
import { SEARCH_OWNERS } from './search-owners.js';

it('gives every search kind exactly one owning service', () => {
  const owned = SEARCH_OWNERS.flatMap(([, kinds]) => kinds);
  expect([...owned].sort()).toEqual([...SEARCH_KINDS].sort());
});
