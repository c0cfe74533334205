import Fastify from 'fastify';
import { BODY_DEPTH_MAX, BODY_ITEMS_MAX, BODY_KEYS_MAX, bodyShapeProblem, limitBodyShape } from './body-depth.js';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? { inner: value } : [value];
  return value;
};

describe('bodyShapeProblem', () => {
  it('lets ordinary bodies through, a full quiz included, and anything that is not JSON', () => {
    const quiz = {
      title: 'A quiz',
      questions: Array.from({ length: 200 }, (_, id) => ({ id, options: [{ id: 'a', label: 'A' }] })),
    };
    for (const body of [undefined, null, 'text', 42, Buffer.from('[[[['), {}, [], quiz, nested(BODY_DEPTH_MAX)]) {
      expect(bodyShapeProblem(body)).toBeNull();
    }
  });

  it('refuses one level past the limit, and thousands of levels without overflowing the stack', () => {
    const message = `The request body is nested too deeply: at most ${BODY_DEPTH_MAX} levels of objects and arrays.`;
    expect(bodyShapeProblem(nested(BODY_DEPTH_MAX + 1))).toBe(message);
    expect(bodyShapeProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(message);
  });

  it('refuses an overlong array or an object of too many fields, at any level', () => {
    expect(bodyShapeProblem({ answer: new Array(BODY_ITEMS_MAX + 1).fill(0) })).toBe(
      `The request body holds an array of more than ${BODY_ITEMS_MAX} items.`,
    );
    const wide = Object.fromEntries(Array.from({ length: BODY_KEYS_MAX + 1 }, (_, index) => [`k${index}`, index]));
    expect(bodyShapeProblem([{ wide }])).toBe(`The request body holds an object of more than ${BODY_KEYS_MAX} fields.`);
  });
  it('refuses keys that name a prototype or its members, at any level', () => {
    for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
      expect(bodyShapeProblem(JSON.parse(`{"name":"x","items":[{"${key}":{"isAdmin":true}}]}`))).toBe(
        `The field ${key} is not allowed.`,
      );
    }
  });

  it('refuses NUL, control characters and lone surrogates in any value or key, naming where', () => {
    expect(bodyShapeProblem({ email: 'a\uD800@example.org' })).toBe('email is not well-formed Unicode.');
    expect(bodyShapeProblem({ questions: [{ prompt: 'a\u0000b' }] })).toBe(
      'questions.0.prompt contains a NUL or control character.',
    );
    expect(bodyShapeProblem({ 'na\u0007me': 'x' })).toBe('A field name contains a NUL or control character.');
    expect(bodyShapeProblem({ body: 'Lines,\ttabs\r\nand ∑ are text.' })).toBeNull();
  });
});

describe('limitBodyShape', () => {
  it('answers 400 with the message before the handler runs', async () => {
    const app = Fastify();
    limitBodyShape(app);
    const handled: unknown[] = [];
    app.post('/', async (request) => handled.push(request.body));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (body: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    try {
      const deep = await post(`{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`);
      expect(deep.status).toBe(400);
      expect(await deep.json()).toEqual({
        message: `The request body is nested too deeply: at most ${BODY_DEPTH_MAX} levels of objects and arrays.`,
        error: 'Bad Request',
        statusCode: 400,
      });
      expect((await post('{"a":[[1]]}')).status).toBe(200);
      expect(handled).toEqual([{ a: [[1]] }]);
    } finally {
      await app.close();
    }
  });

  it('checks a JSON body kept as bytes alike, and leaves other bytes to their reader', async () => {
    const app = Fastify();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    limitBodyShape(app);
    app.post('/', async () => ({ forwarded: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (contentType: string, body: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
    try {
      const nul = await post('application/json; charset=utf-8', '{"email":"a\\u0000b@example.org"}');
      expect(nul.status).toBe(400);
      expect(await nul.json()).toEqual({
        message: 'email contains a NUL or control character.',
        error: 'Bad Request',
        statusCode: 400,
      });
      expect((await post('application/merge-patch+json', '{"name":"\\ud800"}')).status).toBe(400);
      for (const [contentType, body] of [
        ['application/json', '{"email":"ada@example.org"}'],
        ['application/json', '{"unclosed":'],
        ['text/plain', 'a\u0000b'],
        ['application/zip', 'PK\u0003\u0004'],
      ]) {
        expect((await post(contentType, body)).status).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
