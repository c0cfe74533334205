import type { PageDocument } from '@site/contracts';
import type { ServiceName } from '../../src/config.js';
import type { PageDocumentAnswer, PageDocuments } from '../../src/features/pages/page-documents.js';

/** A service's page documents in memory, answering 304 to the ETag of the current one; `down` makes it fail. */
export class FakePageDocuments implements Pick<PageDocuments, keyof PageDocuments> {
  readonly documents = new Map<string, { document: PageDocument; etag: string }>();
  readonly asked: { service: ServiceName; path: string; etag: string | null }[] = [];
  down = false;

  put(path: string, document: PageDocument, etag: string): void {
    this.documents.set(path, { document, etag });
  }

  async fetch(service: ServiceName, path: string, etag: string | null): Promise<PageDocumentAnswer> {
    this.asked.push({ service, path, etag });
    if (this.down) throw new Error(`${service} is down`);
    const stored = this.documents.get(path);
    if (!stored) throw new Error(`no document for ${path}`);
    if (stored.etag === etag) return { changed: false };
    return { changed: true, document: stored.document, etag: stored.etag };
  }
}
