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
};
