import { coverImageOrNull, toStandaloneQuiz } from './standalone-quiz.js';

const row = { id: 3, slug: 'physics-concepts', title: 'Physics Concepts', coverImage: null, questionCount: '22' };

describe('toStandaloneQuiz', () => {
  it('answers the card fields with a numeric question count', () => {
    expect(toStandaloneQuiz(row)).toEqual({
      id: 3,
      slug: 'physics-concepts',
      title: 'Physics Concepts',
      coverImage: null,
      questionCount: 22,
    });
  });

  it('keeps a real cover', () => {
    expect(toStandaloneQuiz({ ...row, coverImage: '/images/quizzes/physics.webp' }).coverImage).toBe(
      '/images/quizzes/physics.webp',
    );
  });
});

describe('coverImageOrNull', () => {
  it.each([
    ['/images/default-book.png'],
    ['https://cdn.example.org/assets/default-book-cover.jpg'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('treats %p as no cover', (value) => {
    expect(coverImageOrNull(value)).toBeNull();
  });
});
