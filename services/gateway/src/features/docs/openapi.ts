import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { documentBuilder } from '@site/service-kit';
import { OperationSummaries } from '../audit/operation-summaries.js';
import type { Upstreams } from '../proxy/upstreams.js';
import { DEPLOY_TOKEN_SECURITY } from '../releases/deploy-token-security.js';
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
        'A service that is down answers 503, one that is too slow 504. A team releases its remote with a deploy ' +
        'token (Authorization: Bearer), made in the admin area and scoped to that remote.',
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'A deploy token of one remote.' },
      DEPLOY_TOKEN_SECURITY,
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
