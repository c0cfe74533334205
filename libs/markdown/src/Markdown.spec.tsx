import { render, screen, waitFor } from '@testing-library/react';
import { Markdown } from './Markdown';
import { MERMAID_CONFIG } from './mermaid-config';

const mermaid = { initialize: jest.fn(), render: jest.fn() };
jest.mock('mermaid', () => ({ __esModule: true, default: mermaid }));

const diagram = '```mermaid\ngraph TD; A-->B\n```';

beforeEach(() => {
  mermaid.initialize.mockReset();
  mermaid.render.mockReset();
});

test('renders markdown with GitHub extensions', () => {
  render(<Markdown source={'# Title\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~ [link](/x)'} />);
  expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
  expect(screen.getByRole('table')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'link' }).getAttribute('href')).toBe('/x');
});

test('never renders raw HTML or script URLs', () => {
  const { container } = render(
    <Markdown trusted source={'<script>alert(1)</script><img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))'} />,
  );
  expect(container.querySelector('script, img')).toBeNull();
  expect(screen.getByText('x').getAttribute('href') ?? '').not.toMatch(/javascript/);
});

test('untrusted content shows a diagram as its code and never loads mermaid', () => {
  const { container } = render(<Markdown source={diagram} />);
  expect(container.querySelector('code.language-mermaid')?.textContent).toBe('graph TD; A-->B\n');
  expect(mermaid.initialize).not.toHaveBeenCalled();
});

test('trusted content renders the diagram with the SPEC settings', async () => {
  mermaid.render.mockResolvedValue({ svg: '<svg data-testid="chart"></svg>', bindFunctions: jest.fn() });
  render(<Markdown trusted source={`Before\n\n${diagram}`} />);
  expect(await screen.findByTestId('chart')).toBeTruthy();
  expect(mermaid.initialize).toHaveBeenCalledWith(MERMAID_CONFIG);
  expect(mermaid.render).toHaveBeenCalledWith(
    expect.stringMatching(/^mermaid-/),
    'graph TD; A-->B',
    expect.any(HTMLElement),
  );
});

test('a diagram that mermaid could not draw at all falls back to its text', async () => {
  mermaid.render.mockRejectedValue(new Error('chunk failed'));
  const { container } = render(<Markdown trusted source={diagram} />);
  await waitFor(() => expect(container.querySelector('code.language-mermaid')?.textContent).toBe('graph TD; A-->B'));
});

test('the mermaid settings are exactly those of SPEC §1', () => {
  expect(MERMAID_CONFIG).toEqual({
    startOnLoad: false,
    theme: 'default',
    securityLevel: 'loose',
    logLevel: 'info',
    themeVariables: { primaryColor: '#dc2626', secondaryColor: '#4f46e5', background: '#f3f4f6' },
    fontFamily: 'sans-serif',
    flowchart: { curve: 'linear', htmlLabels: true },
    sequence: { actorMargin: 50, showSequenceNumbers: false },
    maxTextSize: 50000,
  });
});
