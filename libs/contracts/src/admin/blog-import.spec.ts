import { imagesKeptText, oldAddressKey } from './blog-import.js';

describe('oldAddressKey', () => {
  it.each([
    ['/old-slug/', '/old-slug'],
    ['/Old-Slug', '/old-slug'],
    ['/2019/04/old-slug/?utm_source=feed', '/2019/04/old-slug'],
    ['/caf%C3%A9/', '/café'],
    ['/?p=42', '/?p=42'],
    ['/?page_id=7&preview=true', '/?page_id=7'],
  ])('keeps %s as %s', (address, key) => {
    expect(oldAddressKey(address)).toBe(key);
  });

  it.each([['/'], ['/?q=search'], ['/?p=abc'], ['//evil.example/x'], ['/%E0%A4%A'], ['relative/path']])(
    'finds no old address in %s',
    (address) => {
      expect(oldAddressKey(address)).toBeNull();
    },
  );
});

it('says how many images were kept as links', () => {
  expect(imagesKeptText(14)).toBe('14 images kept as links to their old addresses');
  expect(imagesKeptText(1)).toBe('1 image kept as a link to its old address');
});
