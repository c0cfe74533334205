import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MarkdownHtml } from './MarkdownHtml';
import { MERMAID_CONFIG } from './mermaid-config';

const mermaid = { initialize: jest.fn(), render: jest.fn() };
jest.mock('mermaid', () => ({ __esModule: true, default: mermaid }));

// As the content service sends a ```mermaid fence: escaped text in a marked code block.
const diagram = '<pre><code class="language-mermaid">graph TD; A--&gt;B\n</code></pre>';

beforeEach(() => {
  mermaid.render.mockReset();
});

// Mermaid is initialised once, when first loaded; these two run before anything loads it.
test('shows the HTML it is given', () => {
  render(<MarkdownHtml trusted html={'<h1>Title</h1><table><tr><td>1</td></tr></table><a href="/x">link</a>'} />);
  expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
  expect(screen.getByRole('table')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'link' }).getAttribute('href')).toBe('/x');
  expect(mermaid.initialize).not.toHaveBeenCalled();
});

test('untrusted content shows a diagram as its code and never loads mermaid', async () => {
  const { container } = render(<MarkdownHtml html={diagram} />);
  await Promise.resolve();
  expect(container.querySelector('code.language-mermaid')?.textContent).toBe('graph TD; A-->B\n');
  expect(mermaid.initialize).not.toHaveBeenCalled();
});

test("trusted content draws the diagram in place with the site's diagram settings", async () => {
  mermaid.render.mockResolvedValue({ svg: '<svg data-testid="chart"></svg>', bindFunctions: jest.fn() });
  const { container } = render(<MarkdownHtml trusted html={`<p>Before</p>${diagram}<p>After</p>`} />);
  expect(await screen.findByTestId('chart')).toBeTruthy();
  expect(mermaid.initialize).toHaveBeenCalledWith(MERMAID_CONFIG);
  expect(mermaid.render).toHaveBeenCalledWith(
    expect.stringMatching(/^mermaid-\d+$/),
    'graph TD; A-->B',
    expect.any(HTMLElement),
  );
  const order = Array.from(container.querySelector('.markdown')!.children, (child) => child.tagName);
  expect(order).toEqual(['P', 'DIV', 'P']);
  expect(screen.getByRole('img', { name: 'Diagram' })).toBeTruthy();
});

test("strict mode's second effect run still draws every diagram", async () => {
  mermaid.render.mockResolvedValue({ svg: '<svg data-testid="chart"></svg>' });
  render(
    <StrictMode>
      <MarkdownHtml trusted html={diagram + diagram} />
    </StrictMode>,
  );
  await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(2));
  expect(document.querySelector('code.language-mermaid')).toBeNull();
});

test("mermaid's own error image stays in place", async () => {
  mermaid.render.mockImplementation(async (_id: string, _text: string, element: HTMLElement) => {
    element.innerHTML = '<svg><text>Syntax error in text</text></svg>';
    throw new Error('Parse error');
  });
  render(<MarkdownHtml trusted html={diagram} />);
  await waitFor(() => expect(mermaid.render).toHaveBeenCalled());
  expect(await screen.findByText('Syntax error in text')).toBeTruthy();
  expect(document.querySelector('code.language-mermaid')).toBeNull();
});

test('a diagram that mermaid could not draw at all falls back to its text', async () => {
  mermaid.render.mockRejectedValue(new Error('chunk failed'));
  const { container } = render(<MarkdownHtml trusted html={diagram} />);
  await waitFor(() => expect(container.querySelector('code.language-mermaid')?.textContent).toBe('graph TD; A-->B\n'));
  expect(screen.queryByRole('img', { name: 'Diagram' })).toBeNull();
});
