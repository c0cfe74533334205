import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { documentBuilder } from '@site/service-kit';
import { OperationSummaries } from '../audit/operation-summaries.js';
import type { Upstreams } from '../proxy/upstreams.js';
import { mergeDocuments } from './merge-documents.js';
import { ServiceDocuments } from './service-documents.js';

/**
 * The public API for programs at `/api/docs` (Swagger UI) and `/api/openapi.json`: the gateway's own
 * routes merged on each request with the documents the services describe themselves.
 */
export function setupOpenApi(app: INestApplication, upstreams: Upstreams): void {
  const config = documentBuilder('Site API')
    .setDescription(
      'Public API of the site. Sessions are cookie based: log in with POST /api/login and send the cookie back. ' +
        'State-changing requests from browsers must come from the site itself or an allowed origin (else 403). ' +
        'A service that is down answers 503, one that is too slow 504.',
    )
    .build();
  const own = SwaggerModule.createDocument(app, config);
  app.get(OperationSummaries).useOwnDocument(own);
  const services = new ServiceDocuments(upstreams);
  SwaggerModule.setup('api/docs', app, own, {
    jsonDocumentUrl: 'api/openapi.json',
    patchDocumentOnRequest: async (_request, _reply, document) => mergeDocuments(document, await services.all()),
  });
}
