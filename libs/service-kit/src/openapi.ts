import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiResponse, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorDto } from '@site/contracts/dto';

/** Where every service serves its own document: outside `/api`, so the gateway never forwards it. */
export const OPENAPI_PATH = '/openapi.json';

/** The security scheme of operations that need a signed-in caller: the gateway's session cookie. */
export const SESSION_SECURITY = 'session';

/** The settings every document of the site shares: OpenAPI 3.1 and the session cookie. */
export function documentBuilder(title: string): DocumentBuilder {
  return new DocumentBuilder().setOpenAPIVersion('3.1.0').setTitle(title).setVersion('1.0').addCookieAuth(
    'sid',
    {
      type: 'apiKey',
      in: 'cookie',
      description: 'Set by POST /api/login; named `__Host-sid` when the site runs behind TLS.',
    },
    SESSION_SECURITY,
  );
}

/** Serves the service's document at `/openapi.json`, built on first request from its controllers. */
export function serveOpenApi(app: INestApplication, name: string): void {
  const config = documentBuilder(`${name} service`).build();
  SwaggerModule.setup('openapi', app, () => SwaggerModule.createDocument(app, config), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: OPENAPI_PATH,
  });
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** Documents the error answers of an operation, each with the text saying when it happens. */
export function ApiErrors(responses: Partial<Record<ErrorStatus, string>>) {
  return applyDecorators(
    ...Object.entries(responses).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, type: ErrorDto }),
    ),
  );
}

/** An operation behind `SignedInGuard`: the session cookie, and 401 without it. */
export const ApiSignedIn = () => applyDecorators(ApiCookieAuth(SESSION_SECURITY), ApiErrors({ 401: 'Not logged in.' }));

/** Marks an admin-only operation in the document, so tests can list every one of them. */
export const ADMIN_ONLY_EXTENSION = 'x-admin-only';

/** An operation behind `AdminGuard`: 401 for visitors, 403 for users who are not the admin. */
export const ApiAdminOnly = () =>
  applyDecorators(
    ApiExtension(ADMIN_ONLY_EXTENSION, true),
    ApiCookieAuth(SESSION_SECURITY),
    ApiErrors({ 401: 'Not logged in.', 403: 'Only the site administrator may do this.' }),
  );
