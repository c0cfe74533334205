import { pathTo, type AdminEssay } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteEssayMutation } from './api/delete-essay';

/** Deleting asks once more: it takes the essay, its revisions and cover for good. */
export function DeleteEssay({ essay }: { essay: AdminEssay }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useMutation(deleteEssayMutation());
  if (!asking) {
    return (
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        Delete essay
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm deletion" className="admin-essay-delete">
      <span>Delete “{essay.title}” with its revisions? This cannot be undone.</span>
      <Button
        variant="danger"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(essay.id, {
            onSuccess: () => {
              toast({ title: 'Essay deleted', description: essay.title });
              navigate(pathTo('adminEssays'));
            },
            onError: (error) =>
              toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
          })
        }
      >
        Yes, delete it
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}
