import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { adminMediaQuery } from './api/media';
import { MediaList } from './MediaList';
import { UploadForm } from './UploadForm';
import './media.css';

const countText = (count: number) => (count === 0 ? 'No images yet.' : count === 1 ? '1 image.' : `${count} images.`);

/** The author's images: uploaded once with their alt text, then inserted into essays, lessons and journal entries. */
export default function MediaPage() {
  const { data, isPending, error } = useQuery(adminMediaQuery());
  return (
    <article className="admin-media-page">
      <PageMeta {...PAGE_HEADS.adminMedia} path={pathTo('adminMedia')} />
      <header className="admin-media-page__header">
        <h1>Media</h1>
        <p>Copy an image’s Markdown into any text, or use “Insert image” in an editor.</p>
      </header>
      <UploadForm legend="Upload an image" submitLabel="Upload" />
      <section className="admin-media-page__images" aria-labelledby="admin-media-images-heading">
        <h2 id="admin-media-images-heading">Images</h2>
        {isPending ? (
          <Spinner label="Loading the images" />
        ) : error ? (
          <p role="alert">The images could not be loaded: {serverMessage(error)}</p>
        ) : (
          <>
            <p role="status">{countText(data.length)}</p>
            {data.length > 0 ? <MediaList images={data} /> : null}
          </>
        )}
      </section>
    </article>
  );
}
