import { collectionPageLd } from '@site/contracts';
import { FixedHead } from '../../shared/head/FixedHead';
import { usePageLinks } from '../../shared/head/page-links';
import { useFileAddress } from './remote-files';

interface GalleryHeadProps {
  title: string;
  description: string;
  path: string;
  /** Its link-preview picture, as imported. */
  image: string;
}

/** A gallery's head: a collection of pictures, previewed by one of them. */
export function GalleryHead({ title, description, path, image }: GalleryHeadProps) {
  const address = useFileAddress();
  const links = usePageLinks();
  return (
    <FixedHead
      title={title}
      description={description}
      path={path}
      image={address ? address(image) : undefined}
      structuredData={[collectionPageLd({ name: title, description, url: links.url(path) })]}
    />
  );
}
