import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Validator } from '@seriousme/openapi-schema-validator';
import { undescribed } from '@site/service-kit/testing/openapi';
import request from 'supertest';
import { SERVICE_NAMES, type ServiceName } from '../src/config.js';
import { SERVICE_PREFIXES, serviceFor } from '../src/features/proxy/service-routes.js';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { answerEveryOperation, describeAnswer, type Answer } from './openapi/answers.js';
import { describeOperation, operationsOf } from './openapi/operations.js';
import { schemaChecker } from './openapi/response-schemas.js';
import { seedThroughTheApi } from './openapi/seed.js';

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

async function validate(document: OpenAPIObject) {
  const validator = new Validator();
  const result = await validator.validate(document as unknown as Record<string, unknown>);
  return { version: validator.version, ...result };
}

describe('the OpenAPI document of the public API', () => {
  let stack: GatewayStack;
  let app: string;
  let document: OpenAPIObject;
  let services: Record<ServiceName, OpenAPIObject>;
  let answers: Answer[];

  beforeAll(async () => {
    stack = await startGatewayStack(4450);
    app = await stack.createGateway({ LOGIN_LIMIT_PER_IP: '100', REGISTER_LIMIT_PER_IP: '100' });
    document = (await request(app).get('/api/openapi.json').expect(200)).body;
    const own = async (name: ServiceName) =>
      [name, (await request(`http://127.0.0.1:${stack.ports[name]}`).get('/openapi.json').expect(200)).body] as const;
    services = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(own))) as typeof services;
    answers = await answerEveryOperation(
      operationsOf(document),
      await seedThroughTheApi(app, stack.inbox, {
        audienceUrl: `http://127.0.0.1:${stack.ports.audience}`,
        secret: stack.env.INTERNAL_SECRET,
      }),
    );
  }, 180_000);
  afterAll(() => stack?.stop());

  it('validates as OpenAPI 3.1', async () => {
    const result = await validate(document);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it("merges the gateway's own routes with those of every service, under their public paths", () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/user',
        '/health',
        '/api/essays',
        '/api/user/me',
        '/api/elearning/courses',
      ]),
    );
    expect(Object.keys(document.paths).filter((path) => underPrefix(path, '/api/internal'))).toEqual([]);
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the merged document in Swagger UI at /api/docs', async () => {
    const page = await request(app).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const init = await request(app).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('/api/elearning/courses/{slug}');
  });

  it('describes every route of every service, and the gateway forwards each public one to it', () => {
    const problems = SERVICE_NAMES.flatMap((name) =>
      operationsOf(services[name]).flatMap((operation) => {
        const missing = undescribed(operation.operation);
        const owner = serviceFor(operation.path);
        const unreachable = underPrefix(operation.path, '/api') && owner !== name && owner !== null;
        return [
          ...(missing ? [`${name}: ${describeOperation(operation)} has ${missing}`] : []),
          ...(unreachable ? [`${name}: ${describeOperation(operation)} is forwarded to ${owner}`] : []),
        ];
      }),
    );
    expect(problems).toEqual([]);
    const undescribedHere = operationsOf(document).filter(({ operation }) => undescribed(operation));
    expect(undescribedHere.map(describeOperation)).toEqual([]);
  });

  it('has a controller behind every prefix of the gateway table', () => {
    const empty = SERVICE_PREFIXES.filter(
      ([prefix, owner]) =>
        owner !== null &&
        !Object.keys(services[owner].paths).some((path) => underPrefix(path, prefix) && serviceFor(path) === owner),
    );
    expect(empty).toEqual([]);
  });

  it('answers every documented operation with something other than 404', () => {
    expect(answers.length).toBeGreaterThan(25);
    expect(answers.filter((answer) => answer.response.status === 404).map(describeAnswer)).toEqual([]);
  });

  it('answers every documented GET as its schema says', () => {
    const check = schemaChecker(document);
    const gets = answers.filter((answer) => answer.method === 'get');
    expect(gets.map(describeAnswer).filter((text) => !/answered 2\d\d$/.test(text))).toEqual([]);
    const problems = gets.flatMap((answer) => check(answer).map((problem) => `${describeAnswer(answer)}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('leaves out a service that is down, and takes it in once it answers', async () => {
    const standIn = http.createServer();
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.address() as AddressInfo;
    standIn.close();
    const degraded = await stack.createGateway({ LEARN_URL: `http://127.0.0.1:${port}` });

    const without = (await request(degraded).get('/api/openapi.json').expect(200)).body;
    expect(Object.keys(without.paths)).toContain('/api/essays');
    expect(Object.keys(without.paths).filter((path) => serviceFor(path) === 'learn')).toEqual([]);
    expect((await validate(without)).valid).toBe(true);

    const learn = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(services.learn));
    });
    await new Promise<void>((resolve) => learn.listen(port, '127.0.0.1', resolve));
    try {
      const withLearn = (await request(degraded).get('/api/openapi.json').expect(200)).body;
      expect(Object.keys(withLearn.paths)).toContain('/api/elearning/courses');
    } finally {
      learn.closeAllConnections();
      learn.close();
    }
  });
});
