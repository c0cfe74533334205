import { screen, waitFor, within } from '@testing-library/react';
import type { AdminQuiz } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import NewQuizPage from './NewQuizPage';

afterEach(() => toastStore.setState({ toasts: [] }));

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

test('writes a numeric and an ordering question and creates the quiz as a draft', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/quizzes': (request: FakeRequest) => ({
      status: 201,
      body: { ...(request.body as object), id: 31, status: 'draft', version: 1, questions: [] } as unknown as AdminQuiz,
    }),
  });
  const { user } = renderWithProviders(<NewQuizPage />, { route: '/admin/quizzes/new' });
  expect(screen.getByRole('heading', { level: 1, name: 'New quiz' })).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Boiling Points');
  expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('boiling-points');

  await user.selectOptions(within(question(1)).getByRole('combobox', { name: 'Kind' }), 'Number');
  await user.type(within(question(1)).getByRole('textbox', { name: /^Prompt/ }), 'Water boils at?');
  await user.type(within(question(1)).getByRole('spinbutton', { name: 'Value' }), '100');
  const tolerance = within(question(1)).getByRole('spinbutton', { name: /^Tolerance/ });
  await user.clear(tolerance);
  await user.type(tolerance, '0.5');
  await user.type(within(question(1)).getByRole('textbox', { name: /^Unit/ }), '°C');

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.selectOptions(within(question(2)).getByRole('combobox', { name: 'Kind' }), 'Ordering');
  await user.type(within(question(2)).getByRole('textbox', { name: /^Prompt/ }), 'Lowest boiling point first');
  await user.type(within(question(2)).getByRole('textbox', { name: 'Item 1' }), 'Water');
  await user.type(within(question(2)).getByRole('textbox', { name: 'Item 2' }), 'Nitrogen');
  await user.click(within(question(2)).getByRole('button', { name: 'Move item 2 up' }));
  await user.click(within(question(2)).getByRole('button', { name: 'Add item' }));
  await user.type(within(question(2)).getByRole('textbox', { name: 'Item 3' }), 'Iron');

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/quizzes/31'));
  const [body] = fetchMock.bodies('POST /api/admin/quizzes') as { slug: string; questions: unknown[] }[];
  expect(body.slug).toBe('boiling-points');
  expect(body.questions).toEqual([
    expect.objectContaining({ kind: 'numeric', options: [], answer: { value: 100, tolerance: 0.5, unit: '°C' } }),
    expect.objectContaining({
      kind: 'ordering',
      prompt: 'Lowest boiling point first',
      options: [
        { id: 'b', text: 'Nitrogen', svg: null },
        { id: 'a', text: 'Water', svg: null },
        { id: 'c', text: 'Iron', svg: null },
      ],
      answer: ['b', 'a', 'c'],
    }),
  ]);
  expect(toastStore.getState().toasts.map(({ title }) => title)).toEqual(['Quiz created']);
});

test('names the question that cannot be saved, and sends nothing', async () => {
  const fetchMock = mockFetch({});
  const { user } = renderWithProviders(<NewQuizPage />, { route: '/admin/quizzes/new' });
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Unfinished');
  const slug = screen.getByRole('textbox', { name: /^Slug/ });
  await user.type(slug, '-');
  expect(screen.getByText(/^Use lower-case letters, digits and dashes/)).toBeTruthy();
  await user.type(slug, '{Backspace}');
  await user.type(within(question(1)).getByRole('textbox', { name: /^Prompt/ }), 'Which?');
  await user.type(within(question(1)).getByRole('textbox', { name: 'Option 1' }), 'This');
  await user.type(within(question(1)).getByRole('textbox', { name: 'Option 2' }), 'That');
  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(screen.getByRole('alert').textContent).toBe('Question 1 needs exactly one correct option.');
  expect(fetchMock.bodies('POST /api/admin/quizzes')).toEqual([]);

  await user.click(within(question(1)).getByRole('button', { name: 'Remove question 1' }));
  expect(screen.queryByRole('group', { name: 'Question 1' })).toBeNull();
  expect(screen.getByText('No questions yet.')).toBeTruthy();
});

test('marks a slug another quiz has, and shows the service’s reason when it is taken', async () => {
  mockFetch({
    'GET /api/admin/quizzes': { body: [{ id: 3, slug: 'physics-concepts', title: 'Physics Concepts' }] },
    'POST /api/admin/quizzes': {
      status: 409,
      body: { message: 'Another quiz already uses this slug; choose another.' },
    },
  });
  const { user } = renderWithProviders(<NewQuizPage />, { route: '/admin/quizzes/new' });
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Physics Concepts');
  const slug = screen.getByRole('textbox', { name: /^Slug/ });
  await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Another quiz already uses this slug.')).toBeTruthy();
  await user.selectOptions(within(question(1)).getByRole('combobox', { name: 'Kind' }), 'True or false');
  await user.type(within(question(1)).getByRole('textbox', { name: /^Prompt/ }), 'Light is fast.');
  await user.click(within(question(1)).getByRole('radio', { name: 'True' }));
  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Another quiz already uses this slug; choose another.');
  expect(currentLocation()).toBe('/admin/quizzes/new');
});
