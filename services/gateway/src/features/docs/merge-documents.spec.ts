import type { OpenAPIObject } from '@nestjs/swagger';
import { mergeDocuments } from './merge-documents.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (name: string) => ({
  responses: { '200': { description: '', content: { 'application/json': { schema: ref(name) } } } },
});
const doc = (paths: OpenAPIObject['paths'], schemas: Record<string, object> = {}): OpenAPIObject => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths,
  components: { schemas },
});

const bare = (summary = '') => ({ summary, responses: {} });
const user = { type: 'object', properties: { id: { type: 'integer' } } };

describe('mergeDocuments', () => {
  it('keeps only the paths the gateway forwards to the service that documents them', () => {
    const identity = doc(
      {
        '/api/user/me': { get: answer('UserDto') },
        '/api/internal/users/{id}': { get: answer('UserDto') },
        '/health': { get: bare() },
        '/api/essays': { get: bare() },
      },
      { UserDto: user },
    );
    const merged = mergeDocuments(doc({ '/api/login': { post: bare() } }), [
      { service: 'identity', document: identity },
    ]);
    expect(Object.keys(merged.paths).sort()).toEqual(['/api/login', '/api/user/me']);
  });

  it('lets the gateway keep a path it answers itself', () => {
    const gateway = doc({ '/api/user': { get: bare('gateway') } });
    const identity = doc({ '/api/user': { get: bare('identity') } });
    const merged = mergeDocuments(gateway, [{ service: 'identity', document: identity }]);
    expect(merged.paths['/api/user'].get?.summary).toBe('gateway');
  });

  it('carries the schemas the kept paths use, through other schemas, and no others', () => {
    const content = doc(
      { '/api/essays': { get: answer('EssayDto') }, '/health': { get: answer('HealthDto') } },
      { EssayDto: { type: 'object', properties: { author: ref('AuthorDto') } }, AuthorDto: user, HealthDto: user },
    );
    const merged = mergeDocuments(doc({}), [{ service: 'content', document: content }]);
    expect(Object.keys(merged.components?.schemas ?? {}).sort()).toEqual(['AuthorDto', 'EssayDto']);
  });

  it('shares an identical schema and renames a different one of the same name, with its references', () => {
    const gateway = doc({ '/api/login': { post: answer('UserDto') } }, { UserDto: user });
    const identity = doc({ '/api/user/me': { get: answer('UserDto') } }, { UserDto: user });
    const learn = doc(
      { '/api/games/results/me': { get: answer('PageDto') } },
      { PageDto: { type: 'object', properties: { who: ref('UserDto') } }, UserDto: { type: 'string' } },
    );
    const merged = mergeDocuments(gateway, [
      { service: 'identity', document: identity },
      { service: 'learn', document: learn },
    ]);
    const schemas = merged.components?.schemas ?? {};
    expect(schemas.UserDto).toEqual(user);
    expect(schemas['learn.UserDto']).toEqual({ type: 'string' });
    expect(schemas.PageDto).toEqual({ type: 'object', properties: { who: ref('learn.UserDto') } });
    expect(merged.paths['/api/user/me']).toEqual({ get: answer('UserDto') });
  });

  it('renames a schema that differs only through a renamed reference', () => {
    const gateway = doc({}, { ItemDto: { properties: { of: ref('OwnerDto') } }, OwnerDto: user });
    const learn = doc(
      { '/api/elearning/items': { get: answer('ItemDto') } },
      { ItemDto: { properties: { of: ref('OwnerDto') } }, OwnerDto: { type: 'string' } },
    );
    const merged = mergeDocuments(gateway, [{ service: 'learn', document: learn }]);
    expect(merged.paths['/api/elearning/items']).toEqual({ get: answer('learn.ItemDto') });
    expect(merged.components?.schemas?.['learn.ItemDto']).toEqual({ properties: { of: ref('learn.OwnerDto') } });
  });
});
