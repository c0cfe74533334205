import type { PageDocument } from '@site/contracts';
import type { ServiceName } from '../../config.js';
import type { Upstreams } from '../proxy/upstreams.js';

/** A slow service must not hold a page's first HTML longer than this; the app then loads the page itself. */
const PAGE_DOCUMENT_TIMEOUT_MS = 2_000;

export type PageDocumentAnswer = { changed: true; document: PageDocument; etag: string | null } | { changed: false };

function isPageDocument(value: unknown): value is PageDocument {
  const document = value as PageDocument | null;
  return (
    typeof document === 'object' &&
    document !== null &&
    (document.status === 200 || document.status === 404) &&
    typeof document.head?.title === 'string' &&
    typeof document.head.description === 'string' &&
    typeof document.head.path === 'string' &&
    Array.isArray(document.head.structuredData)
  );
}

/** Asks the service that knows a page for its `PageDocument`, revalidating with the ETag it gave last. */
export class PageDocuments {
  constructor(private readonly upstreams: Upstreams) {}

  /** Throws when the service is down, slow or answers something that is not a page document. */
  async fetch(service: ServiceName, path: string, etag: string | null): Promise<PageDocumentAnswer> {
    const response = await this.upstreams.pool(service).request({
      path: `/page-document?${new URLSearchParams({ path })}`,
      method: 'GET',
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      headersTimeout: PAGE_DOCUMENT_TIMEOUT_MS,
      bodyTimeout: PAGE_DOCUMENT_TIMEOUT_MS,
    });
    if (response.statusCode === 304) {
      await response.body.dump();
      return { changed: false };
    }
    // A 404 document (an unknown essay) comes with status 404 or 200; both carry the document.
    const body: unknown = await response.body.json().catch(() => null);
    if (!isPageDocument(body)) {
      throw new Error(`${service} answered ${response.statusCode} without a page document for ${path}`);
    }
    const header = response.headers.etag;
    return { changed: true, document: body, etag: typeof header === 'string' ? header : null };
  }
}
