import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SENT_TEXT } from '@site/contracts';
import { toast } from '@site/shell-api';
import { Button, formatCount, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { sendContactMessageMutation } from './api/send-contact-message';
import { EMPTY_CONTACT, trimContact, validateContact, type ContactFields } from './contact-form';
import { Honeypot } from './Honeypot';

const FIELD_ORDER: (keyof ContactFields)[] = ['name', 'email', 'subject', 'message'];

/**
 * Name, email, subject and message. Errors show after the first attempt to send and then follow
 * each keystroke; whatever was typed stays until the message has been sent.
 */
export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [website, setWebsite] = useState('');
  // When the form was first shown: the service refuses a form sent sooner than a person could fill it in. Read once
  // the page is live, not while drawing it: the server has no reader's clock.
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const [checked, setChecked] = useState(false);
  const errors = checked ? validateContact(fields) : {};

  const send = useMutation({
    ...sendContactMessageMutation(),
    onSuccess: () => {
      toast({ title: CONTACT_SENT_TEXT, description: 'Thank you for writing. You will have a reply within a week.' });
      setFields(EMPTY_CONTACT);
      setWebsite('');
      setChecked(false);
      startedAt.current = Date.now();
    },
  });

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const found = validateContact(fields);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    send.mutate({ ...trimContact(fields), ...(website ? { website } : {}), startedAt: startedAt.current });
  }

  return (
    <form className="contact-form" aria-label="Contact" noValidate onSubmit={onSubmit}>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={fields.name}
        onChange={onChange}
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        hint="Only for the reply; it is never shared or added to any list."
        required
        value={fields.email}
        onChange={onChange}
        error={errors.email}
      />
      <TextField
        label="Subject"
        name="subject"
        required
        value={fields.subject}
        onChange={onChange}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={8}
        hint={`${CONTACT_MESSAGE_MIN} to ${formatCount(CONTACT_MESSAGE_MAX)} characters.`}
        required
        value={fields.message}
        onChange={onChange}
        error={errors.message}
      />
      <Honeypot value={website} onChange={setWebsite} />
      <FormAlert message={send.error?.message} />
      <Button type="submit" className="contact-form__submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
