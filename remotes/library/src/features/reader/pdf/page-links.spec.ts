import { PageLinks } from './page-links';

function links(page = 2) {
  const goTo = jest.fn();
  const pdf = {
    numPages: 4,
    getDestination: async (name: string) => ({ notes: [{ num: 3, gen: 0 }, { name: 'XYZ' }] })[name] ?? null,
    getPageIndex: async ({ num }: { num: number }) => {
      if (num > 10) throw new Error('Invalid page reference.');
      return num;
    },
  };
  return { service: new PageLinks(pdf, () => page, goTo), goTo };
}

test('an external link opens in a new tab without a way back to the reader', () => {
  const link = document.createElement('a');
  links().service.addLinkAttributes(link, 'https://example.org/paper');
  expect([link.href, link.target, link.rel]).toEqual(['https://example.org/paper', '_blank', 'noopener']);
});

test.each([
  ['a page reference', [{ num: 1, gen: 0 }, { name: 'Fit' }], 2],
  ['a page index', [2, { name: 'Fit' }], 3],
  ['a named destination', 'notes', 4],
])('an internal link to %s goes to its page and names it in its address', async (_kind, dest, page) => {
  const { service, goTo } = links();
  await service.learn([{ dest }, {}]);
  expect(service.getDestinationHash(dest)).toBe(`#page=${page}`);
  await service.goToDestination(dest);
  expect(goTo).toHaveBeenCalledWith(page);
});

test('a destination that names no page of the document goes nowhere', async () => {
  const { service, goTo } = links();
  for (const dest of ['missing', [{ num: 40, gen: 0 }], [9]]) {
    await service.learn([{ dest }]);
    expect(service.getDestinationHash(dest)).toBe('#');
    await service.goToDestination(dest);
  }
  expect(goTo).not.toHaveBeenCalled();
});

test('the named actions move from the page shown, within the document', () => {
  const { service, goTo } = links(4);
  for (const action of ['FirstPage', 'LastPage', 'NextPage', 'PrevPage', 'Print']) service.executeNamedAction(action);
  expect(goTo.mock.calls).toEqual([[1], [4], [3]]);
});
