import type { MediaImage } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteImageMutation } from './api/delete-image';

/** The image goes for good; nothing tells which essays still show it, so the question warns of them. */
export function DeleteImage({ image }: { image: MediaImage }) {
  const remove = useMutation(deleteImageMutation());
  return (
    <ConfirmDelete
      label="Delete"
      question={`Delete “${image.alt}”? Any essay, lesson or journal entry that still shows it will show a broken image. This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(image.id, {
          onSuccess: () => toast({ title: 'Image deleted', description: image.originalName }),
          onError: (error) =>
            toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
        })
      }
    />
  );
}
