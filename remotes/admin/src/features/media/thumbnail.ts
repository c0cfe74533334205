import type { MediaImage, MediaImageSize } from '@site/contracts';

/** The narrowest size stored, enough for a thumbnail; the image itself if none is listed. */
export function thumbnailOf(image: MediaImage): MediaImageSize {
  return image.sizes[0] ?? { url: image.url, width: image.width, height: image.height };
}
