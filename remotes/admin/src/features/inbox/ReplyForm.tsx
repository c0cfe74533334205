import type { InboxThread } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, FormAlert, TextAreaField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { replyMutation } from './api/reply';

/**
 * The answer to a thread. A contact message is answered by mail; a conversation in the chat, live in the
 * visitor's widget, and also by mail when asked and the visitor left an address.
 */
export function ReplyForm({ thread }: { thread: InboxThread }) {
  const [body, setBody] = useState('');
  const [alsoMail, setAlsoMail] = useState(false);
  const reply = useMutation(replyMutation(thread.kind, thread.id));
  const byMail = thread.kind === 'contact' || alsoMail;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await reply.mutateAsync({ body: body.trim(), via: byMail ? 'mail' : 'chat' });
      setBody('');
      setAlsoMail(false);
    } catch {
      // Shown by the alert below; the answer stays to be sent again.
    }
  };

  return (
    <form className="admin-inbox__reply" onSubmit={submit} noValidate>
      <FormAlert message={reply.error ? serverMessage(reply.error) : null} />
      {reply.isSuccess ? (
        <p role="status" className="admin-inbox__sent">
          {reply.data.messages.at(-1)?.via === 'mail' ? 'Answer sent by mail.' : 'Answer sent to the chat.'}
        </p>
      ) : null}
      <TextAreaField
        label="Your answer"
        hint={thread.kind === 'contact' ? `Sent by mail to ${thread.email}.` : 'Appears at once in the visitor’s chat.'}
        rows={5}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      {thread.kind === 'chat' ? (
        <label className="admin-inbox__also-mail">
          <input
            type="checkbox"
            checked={alsoMail}
            disabled={!thread.email}
            onChange={(event) => setAlsoMail(event.target.checked)}
          />{' '}
          {thread.email ? `Also send by mail to ${thread.email}` : 'Also send by mail (the visitor left no address)'}
        </label>
      ) : null}
      <Button type="submit" disabled={reply.isPending || !body.trim()}>
        {reply.isPending ? 'Sending…' : byMail && thread.kind === 'contact' ? 'Send by mail' : 'Send answer'}
      </Button>
    </form>
  );
}
