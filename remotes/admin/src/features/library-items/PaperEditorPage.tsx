import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminPaperQuery } from './api/papers';
import { PaperEditor } from './PaperEditor';

/** /admin/library/papers/new and /admin/library/papers/:id (an id or a slug): the editor of a new paper or one. */
export default function PaperEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminPaperNew} path={pathTo('adminPaperNew')} />
        <PaperEditor paper={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminPaperQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminPaper} path={pathTo('adminPaper', { id })} />}
      noun="paper"
      back={{ to: pathTo('adminPapers'), label: 'All papers' }}
    >
      {(paper) => <PaperEditor key={paper.id} paper={paper} />}
    </EditedItem>
  );
}
