import { jest } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ServiceDocuments } from '../docs/service-documents.js';
import type { Upstreams } from '../proxy/upstreams.js';
import { OperationSummaries } from './operation-summaries.js';

const document = (paths: Record<string, Record<string, { summary: string }>>) =>
  ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths }) as unknown as OpenAPIObject;

describe('OperationSummaries', () => {
  it('finds the documented summary of a concrete path, the fewest parameters first', async () => {
    jest.spyOn(ServiceDocuments.prototype, 'all').mockResolvedValue([
      {
        service: 'content',
        document: document({
          '/api/admin/essays/{id}': { put: { summary: 'Update an essay' } },
          '/api/admin/essays/{id}/publish': { post: { summary: 'Publish an essay' } },
          '/api/admin/essays/preview': { put: { summary: 'Preview markdown' } },
        }),
      },
      {
        service: 'identity',
        document: document({ '/api/admin/users/{id}/suspend': { post: { summary: 'Suspend an account' } } }),
      },
    ]);
    const summaries = new OperationSummaries({} as Upstreams);
    expect(await summaries.summaryOf('PUT', '/api/admin/essays/12')).toBe('Update an essay');
    expect(await summaries.summaryOf('PUT', '/api/admin/essays/preview')).toBe('Preview markdown');
    expect(await summaries.summaryOf('POST', '/api/admin/essays/12/publish')).toBe('Publish an essay');
    expect(await summaries.summaryOf('POST', '/api/admin/users/3/suspend')).toBe('Suspend an account');
    expect(await summaries.summaryOf('DELETE', '/api/admin/users/3/suspend')).toBeNull();
    expect(await summaries.summaryOf('POST', '/api/admin/users/3/suspend/now')).toBeNull();
    summaries.useOwnDocument(document({ '/api/admin/import': { post: { summary: 'Import an archive' } } }));
    expect(await summaries.summaryOf('POST', '/api/admin/import')).toBe('Import an archive');
  });
});
