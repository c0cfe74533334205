import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
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
  return (
    <EditedItem
      query={adminEssayQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminEssay} path={pathTo('adminEssay', { id })} />}
      noun="essay"
      back={{ to: pathTo('adminEssays'), label: 'All essays' }}
    >
      {(essay) => <EssayEditor key={essay.id} essay={essay} />}
    </EditedItem>
  );
}
