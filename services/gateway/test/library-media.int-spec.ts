import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

/** A binary answer's bytes, whatever its type. */
const bytes = (response: request.Response) => response.body as Buffer;
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the library’s media and podcast files through the gateway', () => {
  let stack: GatewayStack;
  let app: string;
  let mp3: string;
  let size: number;

  beforeAll(async () => {
    stack = await startGatewayStack(4530);
    app = await stack.createGateway();
    const { body } = await request(app).get('/api/podcast').expect(200);
    mp3 = body.episodes[0].audio.url;
    size = body.episodes[0].audio.byteLength;
  }, 120_000);
  afterAll(() => stack?.stop());

  it('forwards a whole file with its length, ranges and a year of caching', async () => {
    const response = await binary(request(app).get(mp3)).expect(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(size);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bytes(response)).toHaveLength(size);
  });

  it('answers HEAD with the length podcast apps check', async () => {
    const response = await request(app).head(mp3).expect(200);
    expect(Number(response.headers['content-length'])).toBe(size);
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('passes a byte range through as 206 with Content-Range, never compressed', async () => {
    const whole = bytes(await binary(request(app).get(mp3)).expect(200));
    const response = await binary(
      request(app).get(mp3).set('Range', 'bytes=1000-1999').set('Accept-Encoding', 'gzip'),
    ).expect(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(bytes(response), whole.subarray(1000, 2000))).toBe(0);
  });

  it('passes 416 through with the size for a range past the end', async () => {
    const response = await request(app)
      .get(mp3)
      .set('Range', `bytes=${size + 1}-`)
      .expect(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('forwards the podcast feed, transcripts and chapters', async () => {
    const feed = await request(app).get('/podcast/feed.xml').buffer(true).expect(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { body } = await request(app).get('/api/podcast').expect(200);
    const slug = body.episodes[0].slug as string;
    const vtt = await request(app).get(`/podcast/episodes/${slug}/transcript.vtt`).buffer(true).expect(200);
    expect(vtt.headers['access-control-allow-origin']).toBe('*');
    await request(app).get(`/podcast/episodes/${slug}/chapters.json`).buffer(true).expect(200);
  });

  it('keeps /podcast and its episodes as pages of the app', async () => {
    const { body } = await request(app).get('/api/podcast').expect(200);
    for (const path of ['/podcast', `/podcast/episode/${body.episodes[0].slug as string}`]) {
      const page = await request(app).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
