import { BadRequestException } from '@nestjs/common';
import { queryStringProblem, SafeParamsPipe } from './safe-input.js';

describe('queryStringProblem', () => {
  it('lets ordinary queries through, escapes and plus signs included', () => {
    for (const url of ['/api/essays', '/api/essays?', '/api/essays?query=caf%C3%A9+au+lait&tag=time&sortBy=title']) {
      expect(queryStringProblem(url)).toBeNull();
    }
  });

  it('refuses malformed escapes, such as an encoded lone surrogate or a bare percent sign', () => {
    for (const url of ['/api/essays?tag=%ED%A0%80', '/api/essays?tag=%FF', '/api/essays?tag=%', '/a?%E2%82=1']) {
      expect(queryStringProblem(url)).toBe('The query string is not valid percent-encoded UTF-8.');
    }
  });

  it('refuses NUL and control characters in names and values', () => {
    expect(queryStringProblem('/api/essays?topic=%00')).toBe(
      'The query parameter topic contains a NUL or control character.',
    );
    expect(queryStringProblem('/api/essays?ta%01g=x')).toBe(
      'A query parameter name contains a NUL or control character.',
    );
  });

  it('refuses keys that name a prototype', () => {
    for (const key of ['__proto__', '__proto__[polluted]', 'constructor', 'prototype.x']) {
      expect(queryStringProblem(`/api/tags?${encodeURIComponent(key)}=1`)).toBe(
        `The query parameter ${key} is not allowed.`,
      );
    }
  });
});

describe('SafeParamsPipe', () => {
  const pipe = new SafeParamsPipe();
  const param = { type: 'param', data: 'slug' } as const;

  it('passes safe path parameters and anything that is not one', () => {
    expect(pipe.transform('two-clocks', param)).toBe('two-clocks');
    expect(pipe.transform('\u0000', { type: 'body' })).toBe('\u0000');
  });

  it('refuses NUL, lone surrogates and overlong values with a message naming the parameter', () => {
    expect(() => pipe.transform('a\u0000b', param)).toThrow(
      new BadRequestException('slug contains a NUL or control character.'),
    );
    expect(() => pipe.transform('\uD800', param)).toThrow(new BadRequestException('slug is not well-formed Unicode.'));
    expect(() => pipe.transform('x'.repeat(201), param)).toThrow(
      new BadRequestException('slug must be at most 200 characters.'),
    );
  });
});
