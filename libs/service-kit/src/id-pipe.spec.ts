import { BadRequestException } from '@nestjs/common';
import { idOrSlugPipe, idPipe } from './id-pipe.js';

describe('idPipe', () => {
  const pipe = idPipe('episode');

  it('takes a positive whole number that fits PostgreSQL’s integer', () => {
    expect(pipe.transform('42', { type: 'param' })).toBe(42);
    expect(pipe.transform('999999999', { type: 'param' })).toBe(999_999_999);
  });

  it.each(['0', '-1', '07', '1.5', 'abc', '', '1e3', '9999999999'])(
    'refuses %j, naming what it is the id of',
    (value) => {
      expect(() => pipe.transform(value, { type: 'param' })).toThrow(
        new BadRequestException("The episode's id must be a positive whole number."),
      );
    },
  );
});

describe('idOrSlugPipe', () => {
  const pipe = idOrSlugPipe('book', /^[a-z0-9]+(?:-[a-z0-9]+)*$/, 20);

  it('reads digits as an id and a slug as a slug', () => {
    expect(pipe.transform('12', { type: 'param' })).toEqual({ id: 12 });
    expect(pipe.transform('how-to-solve-it', { type: 'param' })).toEqual({ slug: 'how-to-solve-it' });
  });

  it.each(['-lead', 'Not-A-Slug', 'a'.repeat(21), '../x', ''])('refuses %j, naming what it is the id of', (value) => {
    expect(() => pipe.transform(value, { type: 'param' })).toThrow(
      new BadRequestException('Name the book by its id (a positive whole number) or its slug.'),
    );
  });
});
