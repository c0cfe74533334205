import { storedMediaAnswer, type StoredMedia } from './stored-media-answer.js';

const FILE: StoredMedia = {
  byteLength: 1000,
  contentType: 'audio/mpeg',
  etag: '"abc"',
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
};
const MODIFIED = 'Fri, 02 Jan 2026 03:04:05 GMT';

describe('the answer for an imported media file', () => {
  it('sends the whole file with its type, length, validators and a year of immutable caching', () => {
    expect(storedMediaAnswer({}, FILE)).toEqual({
      status: 200,
      headers: {
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'last-modified': MODIFIED,
        etag: '"abc"',
        'content-type': 'audio/mpeg',
        'content-length': '1000',
      },
      bytes: { start: 0, end: 999 },
    });
  });

  it('sends a range with 206 and Content-Range, and 416 with the size for one outside the file', () => {
    const part = storedMediaAnswer({ range: 'bytes=100-199' }, FILE);
    expect(part).toMatchObject({ status: 206, bytes: { start: 100, end: 199 } });
    expect(part.headers).toMatchObject({ 'content-range': 'bytes 100-199/1000', 'content-length': '100' });
    expect(storedMediaAnswer({ range: 'bytes=1000-' }, FILE)).toEqual({
      status: 416,
      headers: { 'content-range': 'bytes */1000' },
      bytes: null,
    });
  });

  it('answers 304 to a client holding the same bytes, unless it asks to reload', () => {
    expect(storedMediaAnswer({ 'if-none-match': 'W/"abc"' }, FILE)).toMatchObject({ status: 304, bytes: null });
    expect(storedMediaAnswer({ 'if-modified-since': MODIFIED }, FILE).status).toBe(304);
    expect(storedMediaAnswer({ 'if-none-match': '"other"' }, FILE).status).toBe(200);
    expect(storedMediaAnswer({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }, FILE).status).toBe(200);
  });

  it('answers 412 when a precondition names other bytes', () => {
    expect(storedMediaAnswer({ 'if-match': '"other"' }, FILE).status).toBe(412);
    expect(storedMediaAnswer({ 'if-unmodified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' }, FILE).status).toBe(412);
    expect(storedMediaAnswer({ 'if-match': '"abc"' }, FILE).status).toBe(200);
  });

  it('sends the range only while If-Range still names these bytes', () => {
    expect(storedMediaAnswer({ range: 'bytes=0-9', 'if-range': '"abc"' }, FILE).status).toBe(206);
    expect(storedMediaAnswer({ range: 'bytes=0-9', 'if-range': '"old"' }, FILE).status).toBe(200);
    expect(storedMediaAnswer({ range: 'bytes=0-9', 'if-range': MODIFIED }, FILE).status).toBe(206);
  });
});
