import type { FastifyRequest } from 'fastify';
import { appearanceOf, withAppearance } from './appearance.js';
import type { ComposedPage } from './first-html.js';

const page: ComposedPage = {
  status: 200,
  etag: '"abc"',
  html: Buffer.from('<!doctype html>\n<html lang="en"><head></head><body></body></html>'),
};
const requestWith = (cookie?: string) => ({ cookies: cookie ? { appearance: cookie } : {} }) as FastifyRequest;

describe("the reader's appearance in the first HTML", () => {
  it('writes a chosen theme and motion onto <html>, under an ETag of its own', () => {
    const choice = appearanceOf(requestWith('dark.reduce'))!;
    const themed = withAppearance(page, choice);
    expect(themed.html.toString()).toContain('<html data-theme="dark" data-motion="reduce" lang="en">');
    expect(themed.etag).toBe('"abc-dark-reduce"');
    expect(themed.encoded).toBeUndefined();
  });

  it('leaves the shared page to visitors without a choice, with the defaults, or with a forged cookie', () => {
    expect(appearanceOf(requestWith())).toBeNull();
    expect(appearanceOf(requestWith('system.full'))).toBeNull();
    expect(appearanceOf(requestWith('dark" onload="x.full'))).toBeNull();
  });
});
