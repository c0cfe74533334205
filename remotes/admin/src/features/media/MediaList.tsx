import type { MediaImage } from '@site/contracts';
import { MediaItem } from './MediaItem';

/** The library as the service lists it, newest first. */
export function MediaList({ images }: { images: MediaImage[] }) {
  return (
    <ul className="admin-media-list" aria-label="Images, newest first">
      {images.map((image) => (
        <MediaItem key={image.id} image={image} />
      ))}
    </ul>
  );
}
