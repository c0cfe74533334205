import { mediaMarkdown, type MediaImage } from '@site/contracts';

export const image = (id: number, alt: string, fields: Partial<MediaImage> = {}): MediaImage => {
  const url = `/media/images/${id}-960.webp`;
  return {
    id,
    alt,
    originalName: `image-${id}.jpg`,
    width: 1600,
    height: 1200,
    createdAt: '2026-11-20T09:00:00.000Z',
    sizes: [
      { width: 480, height: 360, url: `/media/images/${id}-480.webp` },
      { width: 960, height: 720, url },
      { width: 1600, height: 1200, url: `/media/images/${id}-1600.webp` },
    ],
    url,
    markdown: mediaMarkdown(alt, url),
    ...fields,
  };
};

export const HERON = image(4, 'A heron standing in the fog', { originalName: 'heron.jpg' });
export const QUINCE = image(3, 'Frost on a quince leaf', {
  originalName: 'quince.png',
  width: 800,
  height: 600,
  createdAt: '2026-11-18T09:00:00.000Z',
});

/** Newest first, as the service lists them. */
export const IMAGES: MediaImage[] = [HERON, QUINCE];

export const png = (name = 'new.png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
