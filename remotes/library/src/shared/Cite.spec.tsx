import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/testing';
import { paper } from '../features/academic/fixtures';
import { Cite } from './Cite';

function renderCite() {
  const { citations, title } = paper();
  return renderWithProviders(<Cite slug="two-clocks" title={title} citations={citations} />);
}

test('opens to show BibTeX, RIS and APA, and copies BibTeX with a visible status', async () => {
  // user-event puts a clipboard of its own on the page, which the test reads back.
  const { user } = renderCite();
  const toggle = screen.getByRole('button', { name: 'Cite' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('button', { name: 'Copy BibTeX' })).toBeNull();

  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = screen.getByRole('group', { name: 'Cite Two Clocks and the Order of Events' });
  expect(panel.textContent).toContain('@article{castell2021two');
  expect(panel.textContent).toContain('TY  - JOUR');
  expect(panel.textContent).toContain('Castell, M., & Weir, J. (2021).');

  await user.click(screen.getByRole('button', { name: 'Copy BibTeX' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(paper().citations.bibtex);
  expect(screen.getByRole('status').textContent).toBe('Copied BibTeX to the clipboard');
});

test('offers the BibTeX and RIS as files to download', async () => {
  const { user } = renderCite();
  await user.click(screen.getByRole('button', { name: 'Cite' }));
  const bib = screen.getByRole('link', { name: 'Download .bib' });
  expect(bib.getAttribute('download')).toBe('two-clocks.bib');
  expect(decodeURIComponent(bib.getAttribute('href') ?? '')).toBe(
    `data:application/x-bibtex;charset=utf-8,${paper().citations.bibtex}`,
  );
  expect(screen.getByRole('link', { name: 'Download .ris' }).getAttribute('download')).toBe('two-clocks.ris');
});

test('says so when the clipboard refuses', async () => {
  const { user } = renderCite();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Cite' }));
  await user.click(screen.getByRole('button', { name: 'Copy APA' }));
  expect(screen.getByRole('status').textContent).toBe('Could not copy APA: select the text and copy it yourself');
});
