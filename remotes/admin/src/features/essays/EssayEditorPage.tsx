import { ApiError } from '@site/api-client';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { adminEssayQuery } from './api/essay';
import { EssayEditor } from './EssayEditor';
import './essays.css';

/** /admin/essays/new and /admin/essays/:id: the editor, of a new essay or of the one named. */
export default function EssayEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminEssayNew} path={pathTo('adminEssayNew')} />
        <EssayEditor essay={null} />
      </>
    );
  }
  return <ExistingEssay id={id} />;
}

function ExistingEssay({ id }: { id: string }) {
  const { data: essay, isPending, error } = useQuery(adminEssayQuery(id));
  const head = <PageMeta {...PAGE_HEADS.adminEssay} path={pathTo('adminEssay', { id })} />;
  if (isPending) {
    return (
      <>
        {head}
        <Spinner label="Loading the essay" />
      </>
    );
  }
  if (error) {
    return (
      <article>
        {head}
        <h1>
          {error instanceof ApiError && error.status === 404 ? 'Essay not found' : 'The essay could not be loaded'}
        </h1>
        <p role="alert">{serverMessage(error)}</p>
        <p>
          <Link to={pathTo('adminEssays')}>All essays</Link>
        </p>
      </article>
    );
  }
  return (
    <>
      {head}
      <EssayEditor key={essay.id} essay={essay} />
    </>
  );
}
