import type { AdminEssay } from '@site/contracts';
import { localDateTime } from '../editing/publication';
import { EMPTY_FORM, formErrors, formOf, inputOf, tagsOf } from './essay-form';

describe('the essay form', () => {
  it('reads tags from one comma-separated line, without empties or repeats', () => {
    expect(tagsOf(' logic, , proof,logic ,  ')).toEqual(['logic', 'proof']);
  });

  it('turns the form into the request, the schedule as an instant', () => {
    const publishAt = localDateTime('2030-01-02T03:04:00.000Z');
    const input = inputOf({ ...EMPTY_FORM, title: ' T ', slug: 't', tags: 'a, b', status: 'scheduled', publishAt });
    expect(input).toMatchObject({ title: 'T', slug: 't', tags: ['a', 'b'], publishAt: '2030-01-02T03:04:00.000Z' });
    expect(inputOf({ ...EMPTY_FORM, status: 'published', publishAt }).publishAt).toBeNull();
  });

  it('reads a scheduled essay back with its time in the local zone', () => {
    const essay = { ...EMPTY_FORM, tags: ['x', 'y'], status: 'scheduled', publishedAt: '2030-01-02T03:04:00.000Z' };
    expect(formOf(essay as unknown as AdminEssay)).toMatchObject({
      tags: 'x, y',
      publishAt: localDateTime('2030-01-02T03:04:00.000Z'),
    });
  });

  it('names what the service would refuse', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(formErrors({ ...EMPTY_FORM, slug: '42' }, now)).toEqual({
      title: 'Give the essay a title.',
      slug: 'Use lower-case letters and digits in words joined by hyphens, not digits alone.',
    });
    expect(formErrors({ ...EMPTY_FORM, title: 'T', slug: 't', status: 'scheduled' }, now).publishAt).toBe(
      'Choose when the essay publishes itself.',
    );
    expect(
      formErrors({ ...EMPTY_FORM, title: 'T', slug: 't', status: 'scheduled', publishAt: '2025-06-01T10:00' }, now)
        .publishAt,
    ).toBe('Choose a time in the future, or publish now.');
    expect(formErrors({ ...EMPTY_FORM, title: 'T', slug: 't' }, now)).toEqual({});
  });
});
