import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TOPIC_DESCRIPTION_MAX, type AdminTopicChange } from '@site/contracts';
import { serverMessage, useToast } from '@site/shell-api';
import { Button, TextAreaField, VisuallyHidden } from '@site/ui';
import { changeTopicMutation } from './api/change-topic';
import { adminTopicsQuery } from './api/topics';

/** One topic: its active switch, and its description with an editor opened in place. */
export function TopicRow({ name }: { name: string }) {
  // The row reads its topic from the cached list itself: redrawn alone (its switch settling), it must see the list as
  // just saved, not as the page last drew it, or the switch flicks back for a moment.
  const { data: topic } = useQuery({
    ...adminTopicsQuery(),
    select: (topics) => topics.find((entry) => entry.name === name),
  });
  const { toast } = useToast();
  const change = useMutation(changeTopicMutation());
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(topic?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const send = (next: AdminTopicChange, done: string, after?: () => void) =>
    change.mutate(
      { name, change: next },
      {
        onSuccess: () => {
          toast({ title: 'Topic saved', description: done });
          after?.();
        },
        onError: (error) =>
          toast({ title: 'Topic not saved', description: serverMessage(error), variant: 'destructive' }),
        onSettled: () => setAskedActive(null),
      },
    );

  // The switch shows the state asked for at once, while it is saved, and falls back if the save fails.
  const [askedActive, setAskedActive] = useState<boolean | null>(null);
  if (!topic) return null;
  const active = askedActive ?? topic.active;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const description = draft.trim();
    if (!description) {
      setProblem('Write what the topic covers.');
      return;
    }
    setProblem(null);
    send({ description }, `The description of ${topic.name} is saved.`, () => setEditing(false));
  };

  return (
    <tr>
      <th scope="row">{topic.name}</th>
      <td>{topic.essays}</td>
      <td>
        <label className="admin-topic-switch">
          <input
            type="checkbox"
            checked={active}
            disabled={change.isPending}
            onChange={(event) => {
              setAskedActive(event.target.checked);
              send(
                { active: event.target.checked },
                event.target.checked
                  ? `${topic.name} is active: it is in the side menu again.`
                  : `${topic.name} is inactive: it has left the side menu.`,
              );
            }}
          />
          <VisuallyHidden>{topic.name} active</VisuallyHidden>
        </label>
      </td>
      <td className="admin-topic-description">
        {editing ? (
          <form onSubmit={save} className="admin-topic-editor" aria-label={`Description of ${topic.name}`}>
            <TextAreaField
              label={`Description of ${topic.name}`}
              value={draft}
              rows={3}
              maxLength={TOPIC_DESCRIPTION_MAX}
              error={problem ?? undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="admin-topic-editor__actions">
              <Button type="submit" size="sm" disabled={change.isPending}>
                Save
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setDraft(topic.description);
                  setProblem(null);
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p>{topic.description}</p>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit the description of ${topic.name}`}
              onClick={() => {
                setDraft(topic.description);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}
