import { renderWithProviders } from '@site/testing';
import { screen, within } from '@testing-library/react';
import App from '../../exposes/App';
import ArtGalleryPage from './ArtGalleryPage';
import { ARTWORKS } from './artworks';
import { IMAGES } from './images/manifest';
import { PHOTOGRAPHS } from './photographs';
import PhotographyPage from './PhotographyPage';

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
