import type { OpenAPIObject } from '@nestjs/swagger';

type Paths = OpenAPIObject['paths'];

const json = (schema: object) => ({ 'application/json': { schema } });
const arrayOf = (properties: Record<string, object>) => ({ type: 'array', items: { type: 'object', properties } });
const str = { type: 'string' };
const int = { type: 'integer' };

const essay = {
  id: int,
  slug: str,
  title: str,
  date: { type: 'string', format: 'date' },
  excerpt: str,
  viewCount: int,
};

/** Routes answered by services behind the gateway (SPEC §7), described here for API consumers. */
export const publicServicePaths: Paths = {
  '/api/essays': {
    get: {
      summary: 'List essays',
      tags: ['content'],
      parameters: [
        { name: 'query', in: 'query', schema: str, description: 'Words to search for (prefix match)' },
        { name: 'tag', in: 'query', schema: str },
        { name: 'topic', in: 'query', schema: str },
        { name: 'sortBy', in: 'query', schema: { type: 'string', enum: ['date', 'popularity', 'title'] } },
      ],
      responses: {
        '200': {
          description: 'Essays; the total before the bound is in X-Total-Count',
          content: json(arrayOf(essay)),
        },
        '400': { description: 'An unknown sortBy or an oversized filter' },
      },
    },
  },
  '/api/tags': {
    get: {
      summary: 'Tags with their essay counts',
      tags: ['content'],
      responses: { '200': { description: 'Tags', content: json(arrayOf({ name: str, count: int })) } },
    },
  },
  '/api/topics': {
    get: {
      summary: 'The 36 topics and whether each is active',
      tags: ['content'],
      responses: {
        '200': { description: 'Topics', content: json(arrayOf({ name: str, active: { type: 'boolean' } })) },
      },
    },
  },
  '/api/journal': {
    get: {
      summary: 'Journal entries, newest first',
      tags: ['content'],
      responses: { '200': { description: 'Entries', content: json(arrayOf({ id: str, title: str, date: str })) } },
    },
  },
  '/api/elearning/quizzes/standalone': {
    get: {
      summary: 'Quizzes that stand outside any course',
      tags: ['learn'],
      responses: {
        '200': {
          description: 'Quizzes',
          content: json(
            arrayOf({
              id: int,
              slug: str,
              title: str,
              coverImage: { type: 'string', nullable: true },
              questionCount: int,
            }),
          ),
        },
      },
    },
  },
  ...learnPaths(),
};

/** Learn and games endpoints: one summary each, the request and answer shapes are in @site/contracts. */
function learnPaths(): Paths {
  const op = (summary: string, tag: string, signedIn = false) => ({
    summary,
    tags: [tag],
    responses: {
      '200': { description: 'OK' },
      ...(signedIn ? { '401': { description: 'Log in first' } } : {}),
      '400': { description: 'Invalid input, with a message' },
    },
  });
  return {
    '/api/elearning/courses': { get: op('Courses', 'learn') },
    '/api/elearning/courses/{slug}': { get: op('A course with its lessons and, when signed in, progress', 'learn') },
    '/api/elearning/courses/{slug}/enroll': { post: op('Enrol (a second enrolment is not an error)', 'learn', true) },
    '/api/elearning/courses/{slug}/lessons/{lessonSlug}': { get: op('A lesson (the first is open to all)', 'learn') },
    '/api/elearning/courses/{slug}/lessons/{lessonSlug}/complete': {
      post: op('Mark a lesson complete', 'learn', true),
    },
    '/api/elearning/me/courses': { get: op("The caller's courses with progress", 'learn', true) },
    '/api/elearning/quizzes/{slugOrId}': { get: op('A quiz without its answers', 'learn') },
    '/api/elearning/quizzes/{slugOrId}/attempts': { post: op('Start or resume an attempt', 'learn', true) },
    '/api/elearning/attempts/{id}/answers/{questionId}': { put: op('Save one answer', 'learn', true) },
    '/api/elearning/attempts/{id}/submit': { post: op('Submit: scored on the server, with the review', 'learn', true) },
    '/api/elearning/me/attempts': { get: op("The caller's attempts, newest first", 'learn', true) },
    '/api/games/results': { post: op('Record a finished game (impossible times are refused)', 'games', true) },
    '/api/games/results/me': { get: op("The caller's best times and scores", 'games', true) },
  };
}
