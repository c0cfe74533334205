import { PODCAST_ARTWORK_SIZE } from '@site/contracts';
import type { PageImage } from '@site/shell-api';

/** The show's or an episode's artwork as the page's card: square, its size stated, described for those who cannot see it. */
export function artworkCard(url: string, showTitle: string): PageImage {
  return { url, width: PODCAST_ARTWORK_SIZE, height: PODCAST_ARTWORK_SIZE, alt: `${showTitle} artwork` };
}
