import { crc32 } from 'node:zlib';
import {
  MEDIA_ALT_REQUIRED_TEXT,
  MEDIA_IMAGE_TOO_LARGE_TEXT,
  MEDIA_IMAGE_WRONG_TYPE_TEXT,
  type MediaImage,
} from '@site/contracts';
import { AUDIT_SUMMARY_HEADER, IDENTITY_HEADER, parseAuditSummary, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

/** A PNG whose header claims this size over one real pixel: what a decompression bomb looks like to a reader. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4), type (4), width (4), height (4), …; its CRC covers type and data (17 bytes) and follows them.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(SUITE_STORES)('the image library on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_media');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = <T extends request.Test>(test: T) => test.set(IDENTITY_HEADER, admin());
  const upload = (alt: string | null, file: Buffer, name = 'photo.jpg') => {
    const test = asAdmin(api().post('/api/admin/media'));
    if (alt !== null) test.field('alt', alt);
    return test.attach('file', file, name);
  };
  const library = async () => (await asAdmin(api().get('/api/admin/media')).expect(200)).body as MediaImage[];
  const storedFiles = () =>
    app().get(DataSource).query(`SELECT count(*)::int AS n FROM content.media_files WHERE kind = 'images'`);

  it('answers 401 to visitors and 403 to readers on every endpoint', async () => {
    const calls: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
      ['get', '/api/admin/media'],
      ['post', '/api/admin/media'],
      ['put', '/api/admin/media/1'],
      ['delete', '/api/admin/media/1'],
    ];
    for (const [method, path] of calls) {
      await api()[method](path).send({ alt: 'x' }).expect(401);
      await api()[method](path).set(IDENTITY_HEADER, reader()).send({ alt: 'x' }).expect(403);
    }
  });

  it('sizes an upload to the widths the pages ask for, as WebP without its metadata, upright', async () => {
    const photo = await sharp({ create: { width: 1200, height: 2000, channels: 3, background: '#4a6a3a' } })
      .jpeg()
      // Turned a quarter by its EXIF orientation, with a camera's notes a reader should never get.
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Private GPS notes' } } })
      .toBuffer();
    const response = await upload('  A heron [grey] in the fog  ', photo, 'C:\\Users\\me\\heron.jpg').expect(201);
    const image = response.body as MediaImage;
    expect(image).toMatchObject({
      alt: 'A heron [grey] in the fog',
      originalName: 'heron.jpg',
      width: 2000,
      height: 1200,
    });
    expect(image.sizes.map((size) => [size.width, size.height])).toEqual([
      [480, 288],
      [960, 576],
      [1600, 960],
    ]);
    expect(image.url).toBe(image.sizes[1].url);
    expect(image.markdown).toBe(`![A heron \\[grey\\] in the fog](${image.url})`);
    expect(parseAuditSummary(response.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'uploaded the image “A heron [grey] in the fog”',
    );

    for (const size of image.sizes) {
      const file = await api().get(size.url).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
        'webp',
        size.width,
        size.height,
        undefined,
        undefined,
      ]);
    }
    expect((await library())[0]).toEqual(image);
  });

  it('keeps a small image at its own width', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff80' } })
      .png()
      .toBuffer();
    const image = (await upload('A small diagram', small, 'diagram.png').expect(201)).body as MediaImage;
    expect(image.sizes.map((size) => size.width)).toEqual([300]);
    expect(image.url).toBe(image.sizes[0].url);
  });

  it('refuses an image without alt text, a text file named .png, a vast image and a large file, storing nothing', async () => {
    const before = [await library(), await storedFiles()];
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    for (const alt of [null, '', '   ']) {
      expect((await upload(alt, photo).expect(400)).body.message).toBe(MEDIA_ALT_REQUIRED_TEXT);
    }
    expect((await upload('Notes', Buffer.from('just some text'), 'notes.png').expect(400)).body.message).toBe(
      MEDIA_IMAGE_WRONG_TYPE_TEXT,
    );
    expect((await upload('A vast field', await pngClaiming(50_000, 50_000), 'vast.png').expect(400)).body.message).toBe(
      'The image is 50,000 × 50,000 pixels; an image may have at most 50 million. Choose a smaller one.',
    );
    expect((await upload('Too big', Buffer.alloc(10 * 1024 * 1024 + 10), 'big.png').expect(413)).body.message).toBe(
      MEDIA_IMAGE_TOO_LARGE_TEXT,
    );
    await asAdmin(api().post('/api/admin/media')).field('alt', 'No file').expect(400);
    expect([await library(), await storedFiles()]).toEqual(before);
  });

  it('rewrites alt text, and deletes an image with its files', async () => {
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer();
    const image = (await upload('Sunset', photo).expect(201)).body as MediaImage;
    const renamed = (
      await asAdmin(api().put(`/api/admin/media/${image.id}`))
        .send({ alt: 'A red sunset' })
        .expect(200)
    ).body as MediaImage;
    expect(renamed.markdown).toBe(`![A red sunset](${image.url})`);
    expect(
      (
        await asAdmin(api().put(`/api/admin/media/${image.id}`))
          .send({ alt: ' ' })
          .expect(400)
      ).body.message,
    ).toEqual([MEDIA_ALT_REQUIRED_TEXT]);
    await asAdmin(api().put('/api/admin/media/abc')).send({ alt: 'x' }).expect(400);
    await asAdmin(api().delete('/api/admin/media/999999')).expect(404);

    const deleted = await asAdmin(api().delete(`/api/admin/media/${image.id}`)).expect(204);
    expect(parseAuditSummary(deleted.headers[AUDIT_SUMMARY_HEADER])).toBe('deleted the image “A red sunset”');
    for (const size of image.sizes) await api().get(size.url).expect(404);
    expect((await library()).map((item) => item.id)).not.toContain(image.id);
  });
});
