import { isWellFormedRequestId, requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it.each(['a', 'trace-42', 'Root-1.abc_DEF-9', 'x'.repeat(128)])('keeps the well-formed %p', (id) => {
    expect(requestIdFor({ headers: { 'x-request-id': id } })).toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['with a space', 'a b'],
    ['with a newline', 'a\n{"level":"error"}'],
    ['with quotes', '"a"'],
    ['repeated', ['a', 'b']],
  ])('answers a new UUID for a %s id', (_case, id) => {
    const made = requestIdFor({ headers: { 'x-request-id': id } });
    expect(made).toMatch(UUID);
    expect(requestIdFor({ headers: { 'x-request-id': id } })).not.toBe(made);
  });

  it('accepts only strings', () => {
    expect(isWellFormedRequestId(42)).toBe(false);
    expect(isWellFormedRequestId('42')).toBe(true);
  });
});
