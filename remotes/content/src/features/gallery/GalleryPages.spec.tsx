import { renderWithProviders } from '@site/testing';
import { screen, within } from '@testing-library/react';
import App from '../../exposes/App';
import ArtGalleryPage from './ArtGalleryPage';
import { ARTWORKS } from './artworks';
import { IMAGES } from './images/manifest';
import { PHOTOGRAPHS } from './photographs';
import PhotographyPage from './PhotographyPage';
import { remoteFolderQuery } from './remote-files';
import { breadcrumbs, metaContents, ORIGIN, structuredDataOf } from '../../test/head';

test.each([
  ['Photography', PhotographyPage, PHOTOGRAPHS, 'Photographs', 'art gallery', '/art-gallery'],
  ['Art Gallery', ArtGalleryPage, ARTWORKS, 'Artworks', 'photography', '/photography'],
])(
  '%s: an introduction, every image of its list, and a link to the other gallery',
  (title, Page, items, label, other, path) => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const grid = screen.getByRole('list', { name: label });
    expect(
      within(grid)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(items.map(({ alt }) => alt));
    expect(screen.getByRole('link', { name: other }).getAttribute('href')).toBe(path);
  },
);

test('each gallery has eight to twelve images, and every generated image is in exactly one of them', () => {
  for (const items of [PHOTOGRAPHS, ARTWORKS]) expect(items.length).toBeGreaterThanOrEqual(8);
  for (const items of [PHOTOGRAPHS, ARTWORKS]) expect(items.length).toBeLessThanOrEqual(12);
  const shown = [...PHOTOGRAPHS, ...ARTWORKS].map(({ image }) => image);
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.length).toBe(Object.keys(IMAGES).length);
});

test('every image has its own title, caption and alt text', () => {
  const items = [...PHOTOGRAPHS, ...ARTWORKS];
  for (const key of ['title', 'caption', 'alt'] as const) {
    const values = items.map((item) => item[key]);
    expect(new Set(values).size).toBe(values.length);
    expect(values.every((value) => value.trim().length > 0)).toBe(true);
  }
});

test.each([
  ['/photography', 'Photography'],
  ['/art-gallery', 'Art Gallery'],
])('the remote draws %s', async (route, title) => {
  renderWithProviders(<App />, { route });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
});

test("the pictures and the page's preview are addressed in the remote's folder the server read", () => {
  // jest gives every imported image the same stand-in URL.
  renderWithProviders(<PhotographyPage />, { queryData: [[remoteFolderQuery().queryKey, '/remotes/content/']] });
  const first = within(screen.getByRole('list', { name: 'Photographs' })).getAllByRole('img')[0];
  expect(first.getAttribute('src')).toBe('/remotes/content/test-file-stub');
  expect(first.getAttribute('srcset')).toMatch(/^\/remotes\/content\/test-file-stub 480w, /);
  expect(metaContents('og:image')).toEqual([`${ORIGIN}/remotes/content/test-file-stub`]);
});

test('a gallery is a collection under the home page', () => {
  renderWithProviders(<ArtGalleryPage />);
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({ '@type': 'CollectionPage', name: 'Art Gallery', url: `${ORIGIN}/art-gallery` }),
    breadcrumbs(['Art Gallery', '/art-gallery']),
  ]);
});
