import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { publicServicePaths } from './public-paths.js';

/** The public API for programs: the gateway's own routes plus those it forwards to services. */
export function setupOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Site API')
    .setDescription(
      'Public API of the site. Sessions are cookie based: log in with POST /api/login and send the cookie back. ' +
        'State-changing requests from browsers must come from the site itself or an allowed origin.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.paths = { ...document.paths, ...publicServicePaths };
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return document;
}
