import { screen } from '@testing-library/react';
import type { StandaloneQuiz } from '@site/contracts';
import { mockFetch, renderWithProviders, type FakeReply } from '@site/testing';
import { QuizCards } from './QuizCards';

const quizzes: StandaloneQuiz[] = [
  { id: 1, slug: 'physics-concepts', title: 'Physics Concepts', coverImage: null, questionCount: 22 },
  { id: 2, slug: 'mathematics-concepts', title: 'Mathematics Concepts', coverImage: '/img/m.png', questionCount: 1 },
  { id: 3, slug: '', title: 'Numerical IQ Test', coverImage: null, questionCount: 25 },
  { id: 4, slug: 'spatial-iq-test', title: 'Spatial IQ Test', coverImage: null, questionCount: 24 },
];

function renderCards(reply: FakeReply, limit?: number) {
  mockFetch({ 'GET /api/elearning/quizzes/standalone': reply });
  return renderWithProviders(<QuizCards limit={limit} />);
}

test('shows at most `limit` cards linking by slug, or by id without one', async () => {
  renderCards({ body: quizzes }, 3);
  expect(await screen.findByRole('link', { name: /Physics Concepts/ })).toBeTruthy();
  expect(screen.getAllByRole('link')).toHaveLength(3);
  expect(screen.getByRole('link', { name: /Physics Concepts/ }).getAttribute('href')).toBe('/quizzes/physics-concepts');
  expect(screen.getByRole('link', { name: /Numerical IQ Test/ }).getAttribute('href')).toBe('/quizzes/3');
  expect(screen.getByText('1 question')).toBeTruthy();
  expect(screen.queryByText('Spatial IQ Test')).toBeNull();
});

test('draws the cover only when the quiz has one', async () => {
  const { container } = renderCards({ body: quizzes });
  await screen.findByRole('link', { name: /Mathematics Concepts/ });
  expect(container.querySelectorAll('img')).toHaveLength(1);
});

test("says 'Failed to fetch quizzes' when the list cannot be read", async () => {
  renderCards({ status: 503, body: { message: 'down' } });
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed to fetch quizzes');
});
