/** One encoding of a gallery image at one width; `url` is the hashed file webpack emits. */
export interface GalleryImageFile {
  width: number;
  url: string;
}

/** A generated image: its full size, its average colour (shown while it loads) and its files, narrowest first. */
export interface GalleryImage {
  width: number;
  height: number;
  colour: string;
  files: readonly GalleryImageFile[];
}

/** An image as a gallery shows it. */
export interface GalleryItem {
  image: GalleryImage;
  title: string;
  /** What it shows and how it was made. */
  caption: string;
  alt: string;
}

/** The address a page gives one of the remote's files, from the URL its import gives (see remote-files). */
export type FileAddress = (url: string) => string;

export function srcSet(image: GalleryImage, address: FileAddress): string {
  return image.files.map((file) => `${address(file.url)} ${file.width}w`).join(', ');
}

/** The narrowest file: the `src` of browsers that ignore `srcset`, and the one tests can read. */
export function fallbackSrc(image: GalleryImage, address: FileAddress): string {
  return address(image.files[0].url);
}

/** About the room the lightbox leaves around its image: the buttons across, the caption down. */
const LIGHTBOX_MARGIN_PX = 144;
const LIGHTBOX_CHROME_PX = 200;

/**
 * The width the lightbox shows an image at: the whole width of a phone; elsewhere the width
 * between the buttons, unless the screen is wider than the image's shape, when its height limits it.
 */
export function lightboxSizes(image: GalleryImage): string {
  const ratio = image.width / image.height;
  return [
    '(max-width: 767px) 100vw',
    `(min-aspect-ratio: ${image.width}/${image.height}) calc((100vh - ${LIGHTBOX_CHROME_PX}px) * ${ratio.toFixed(3)})`,
    `calc(100vw - ${LIGHTBOX_MARGIN_PX}px)`,
  ].join(', ');
}

/** The grid's columns: three of about 340 px on a wide screen, two on a tablet, one on a phone. */
export const GRID_SIZES = '(min-width: 960px) 340px, (min-width: 640px) 46vw, 92vw';
