import { apiPath } from './path';

test('each interpolated value is encoded as one path segment', () => {
  expect(apiPath`/api/essays/${'a/b?c#d e'}`).toBe('/api/essays/a%2Fb%3Fc%23d%20e');
  expect(apiPath`/api/courses/${'logic'}/lessons/${'truth tables'}/complete`).toBe(
    '/api/courses/logic/lessons/truth%20tables/complete',
  );
  expect(apiPath`/api/attempts/${5}`).toBe('/api/attempts/5');
  expect(apiPath`/api/tags`).toBe('/api/tags');
});
