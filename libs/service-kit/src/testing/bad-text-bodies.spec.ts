import fc from 'fast-check';
import { unsafeTextProblem } from '@site/contracts';
import { BODY_LIMIT_BYTES } from '../bootstrap.js';
import { badTextBodies, jsonWriteOperations, textFields } from './bad-text-bodies.js';
import type { Components, JsonSchema } from './json-schema.js';

const components: Components = {
  Option: { type: 'object', properties: { label: { type: 'string', maxLength: 80 } }, required: ['label'] },
  Question: {
    type: 'object',
    properties: {
      prompt: { type: 'string', maxLength: 500 },
      options: { type: 'array', items: { $ref: '#/components/schemas/Option' } },
      points: { type: 'integer', minimum: 1 },
    },
    required: ['prompt', 'points'],
  },
};
const quiz: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', example: 'A quiz' },
    level: { type: 'string', enum: ['easy', 'hard'] },
    questions: { type: 'array', items: { $ref: '#/components/schemas/Question' } },
  },
  required: ['title', 'questions'],
};

describe('jsonWriteOperations', () => {
  it('lists the write operations that take JSON, with their schemas', () => {
    const json = { requestBody: { content: { 'application/json': { schema: quiz } } } };
    const upload = { requestBody: { content: { 'multipart/form-data': { schema: {} } } } };
    const document = {
      openapi: '3.0.0',
      info: { title: 'x', version: '1' },
      paths: { '/api/quizzes': { get: {}, post: json }, '/api/quizzes/{id}': { put: json, patch: upload } },
    } as never;
    expect(jsonWriteOperations(document)).toEqual([
      { method: 'POST', path: '/api/quizzes', schema: quiz },
      { method: 'PUT', path: '/api/quizzes/{id}', schema: quiz },
    ]);
  });
});

describe('textFields', () => {
  it('finds every string, optional and nested ones included, through references and arrays', () => {
    expect(textFields(quiz, components).map((field) => field.path.join('.'))).toEqual([
      'title',
      'level',
      'questions.0.prompt',
      'questions.0.options.0.label',
    ]);
  });
});

describe('badTextBodies', () => {
  it('spoils one string field of an otherwise sampled body with unsafe text, or text past its limit', () => {
    const limits: Record<string, number> = {
      title: BODY_LIMIT_BYTES,
      level: BODY_LIMIT_BYTES,
      'questions.0.prompt': 500,
      'questions.0.options.0.label': 80,
    };
    fc.assert(
      fc.property(badTextBodies(quiz, components)!, ({ kind, body }) => {
        const path = kind.split(' in ')[1];
        const value = path
          .split('.')
          .reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], JSON.parse(body));
        return typeof value === 'string' && (unsafeTextProblem(value) !== null || value.length > limits[path]);
      }),
    );
  });

  it('has nothing to spoil in a body without text', () => {
    expect(badTextBodies({ type: 'object', properties: { points: { type: 'integer' } } }, components)).toBeNull();
  });
});
