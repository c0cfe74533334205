import { pathTo, type AdminEpisode } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { FormAlert } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteEpisodeMutation } from './api/delete-episode';

/** The episode goes with its audio, artwork and transcript; a published one leaves the feed too. */
export function DeleteEpisode({ episode }: { episode: AdminEpisode }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteEpisodeMutation());
  return (
    <div className="admin-confirm-delete">
      <ConfirmDelete
        label="Delete episode"
        question={`Delete “${episode.title}” with its audio, artwork and transcript? This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(episode.id, {
            onSuccess: () => {
              toast({ title: 'Episode deleted', description: episode.title });
              navigate(pathTo('adminPodcast'));
            },
          })
        }
      />
      <FormAlert message={remove.error ? serverMessage(remove.error) : null} />
    </div>
  );
}
