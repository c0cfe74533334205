import { APPEARANCE_COOKIE, appearanceAttributes, readAppearanceCookie, type Preferences } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { ComposedPage } from './first-html.js';

/** The reader's theme and motion choice from their cookie, or null for the device's own. */
export function appearanceOf(request: FastifyRequest): Preferences | null {
  const choice = readAppearanceCookie(request.cookies?.[APPEARANCE_COOKIE]);
  return choice && Object.keys(appearanceAttributes(choice)).length > 0 ? choice : null;
}

/**
 * The page with the choice written onto `<html>`, so it is drawn in that theme from the first paint with no script;
 * its own ETag, as its bytes differ. Composed per request: only readers who chose differ from the shared page.
 */
export function withAppearance(page: ComposedPage, choice: Preferences): ComposedPage {
  const attributes = Object.entries(appearanceAttributes(choice))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const html = page.html.toString().replace(/<html\b/i, `<html${attributes}`);
  const suffix = Object.values(appearanceAttributes(choice)).join('-');
  return { status: page.status, etag: page.etag.replace(/"$/, `-${suffix}"`), html: Buffer.from(html) };
}
