import { pathTo, type AdminPaper } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { FormAlert } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deletePaperMutation } from './api/paper-mutations';

/** The paper goes with the document that is its full text; readers' links to either stop working. */
export function DeletePaper({ paper }: { paper: AdminPaper }) {
  const navigate = useNavigate();
  const remove = useMutation(deletePaperMutation());
  return (
    <div className="admin-confirm-delete">
      <ConfirmDelete
        label="Delete paper"
        question={`Delete “${paper.title}”${paper.document ? ' with its full text' : ''}? This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(paper.id, {
            onSuccess: () => {
              toast({ title: 'Paper deleted', description: paper.title });
              navigate(pathTo('adminPapers'));
            },
          })
        }
      />
      <FormAlert message={remove.error ? serverMessage(remove.error) : null} />
    </div>
  );
}
