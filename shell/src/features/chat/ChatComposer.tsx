import { CHAT_MESSAGE_MAX, type ChatMessageInput } from '@site/contracts';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

export interface ChatComposerProps {
  /** Why an address is asked for, or null when none is (a reader's account, or one already given). */
  emailHint: string | null;
  sending: boolean;
  error: string | null;
  onSend: (input: ChatMessageInput) => Promise<unknown>;
}

/** The message field (Enter sends, Shift+Enter starts a new line) and, when one is wanted, the address. */
export function ChatComposer({ emailHint, sending, error, onSend }: ChatComposerProps) {
  const [body, setBody] = useState('');
  const [email, setEmail] = useState('');
  const messageField = useRef<HTMLTextAreaElement>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text || sending) return;
    try {
      await onSend({ body: text, ...(emailHint && email.trim() ? { email: email.trim() } : {}) });
      setBody('');
      // The Send button is disabled once the box is empty; the writer stays in the box, inside the dialog.
      messageField.current?.focus();
    } catch {
      // The parent shows the reason; the text stays to be sent again.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <form className="chat-composer" onSubmit={send} noValidate>
      <FormAlert message={error} />
      {emailHint ? (
        <TextField
          label="Your email (optional)"
          hint={emailHint}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      ) : null}
      <TextAreaField
        label="Your message"
        hint="Enter sends, Shift+Enter starts a new line."
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        ref={messageField}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__actions">
        <span className="chat-composer__count" aria-live="polite">
          {body.length > CHAT_MESSAGE_MAX - 200 ? `${CHAT_MESSAGE_MAX - body.length} characters left` : ''}
        </span>
        <Button type="submit" disabled={sending || !body.trim()}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
