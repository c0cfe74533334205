import { serverMessage, toast } from '@site/shell-api';

type Status = 'draft' | 'published';

interface StatusToggle<T extends { status: Status; title: string }> {
  published: boolean;
  /** Saves unsaved changes before publishing; answers null when they were refused (the editor says why). */
  saveFirst: (() => Promise<unknown>) | null;
  /** Sends the new status, with what to do when the service answers. */
  send: (status: Status, callbacks: { onSuccess: (next: T) => void; onError: (error: unknown) => void }) => void;
  /** "Quiz", "Course", "Lesson": the toast's title starts with it. */
  noun: string;
  /** After the item's title: where readers find it once published, and that they no longer do once a draft. */
  shown: string;
  hidden: string;
}

/**
 * Publishes an item, saving unsaved changes first, or takes it back to a draft, and says which in a toast (or why
 * not): one behaviour for every editor with a Publish button.
 */
export function statusToggle<T extends { status: Status; title: string }>({
  published,
  saveFirst,
  send,
  noun,
  shown,
  hidden,
}: StatusToggle<T>): () => Promise<void> {
  return async () => {
    if (!published && saveFirst && !(await saveFirst())) return;
    send(published ? 'draft' : 'published', {
      onSuccess: (next) =>
        toast({
          title: `${noun} ${next.status === 'published' ? 'published' : 'unpublished'}`,
          description: `${next.title} ${next.status === 'published' ? shown : hidden}`,
        }),
      onError: (error) =>
        toast({ title: 'Status not changed', description: serverMessage(error), variant: 'destructive' }),
    });
  };
}
