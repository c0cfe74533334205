import { strToU8, zipSync } from 'fflate';
import { BlogFileProblem } from './blog-post.js';
import { BLOG_ZIP_LIMITS, readZip } from './blog-zip.js';

const all = () => true;

/** Text that hardly packs at all. */
function noise(length: number): string {
  let seed = 42;
  return Array.from({ length }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (seed % 90));
  }).join('');
}
const small = { entries: 3, fileBytes: 1000, totalBytes: 1500, ratio: 10, ratioFromBytes: 100 };

/** Rewrites the unpacked size every header of the zip states for its entries: a forged zip. */
function forgeUnpackedSize(zip: Uint8Array, size: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  for (let at = 0; at + 4 <= forged.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return forged;
}

describe('reading a zip within limits', () => {
  it('unpacks the wanted entries, stored or deflated, and names the others', () => {
    const zip = zipSync({
      'posts/a.md': strToU8('# A\n\nText '.repeat(50)),
      'posts/b.md': [strToU8('B'), { level: 0 }],
      'images/c.png': new Uint8Array([1, 2, 3]),
      'posts/': new Uint8Array(0),
    });
    const { files, others } = readZip(zip, (name) => name.endsWith('.md'));
    expect(new TextDecoder().decode(files.get('posts/a.md'))).toBe('# A\n\nText '.repeat(50));
    expect(new TextDecoder().decode(files.get('posts/b.md'))).toBe('B');
    expect(others).toEqual(['images/c.png']);
  });

  it.each([
    ['more entries than allowed', { a: 'x', b: 'x', c: 'x', d: 'x' }, /it holds 4 entries, more than the 3 it may/],
    ['one file too large', { a: 'x'.repeat(1001) }, /a unpacks to 0 MB, more than the 0 MB one file may/],
    ['all files too large together', { a: noise(800), b: noise(800) }, /unpack to more than 0 MB together/],
    ['a file packed too tightly', { a: 'x'.repeat(900) }, /a unpacks to more than 10 times its packed size/],
  ])('refuses %s, from the directory alone', (_case, files, message) => {
    const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
    expect(() => readZip(zip, all, small)).toThrow(message);
  });

  it('refuses a zip claiming gigabytes before unpacking anything', () => {
    const zip = forgeUnpackedSize(zipSync({ 'post.md': new Uint8Array(1000) }), 4_000_000_000);
    expect(() => readZip(zip, all)).toThrow(
      new BlogFileProblem('The zip was refused: post.md unpacks to 3815 MB, more than the 25 MB one file may.'),
    );
  });

  it('stops a forged entry as soon as it unpacks past the size its header states', () => {
    // 20 MB of zeros pack to about 20 KB; the headers say 1,000 bytes.
    const zip = forgeUnpackedSize(zipSync({ 'post.md': new Uint8Array(20 * 1024 * 1024) }), 1000);
    expect(zip.length).toBeLessThan(100_000);
    expect(() => readZip(zip, all)).toThrow(
      'The zip was refused: post.md unpacks to more than its header says; refused as a zip bomb.',
    );
  });

  it('keeps to the limits the site archive keeps to', () => {
    expect(BLOG_ZIP_LIMITS).toMatchObject({ fileBytes: 25 * 1024 * 1024, totalBytes: 256 * 1024 * 1024 });
  });

  it('refuses what is not a zip at all', () => {
    expect(() => readZip(strToU8('PK\u0003\u0004 but nothing else'), all)).toThrow(
      'The file is not a readable zip archive.',
    );
  });
});
