import { SUBSCRIBE_SENT_TEXT } from '@site/contracts';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { emailError } from '../contact/contact-form';
import { Honeypot } from '../contact/Honeypot';
import { subscribeMutation } from './api/subscribe';

/** Email and the honeypot; once sent, the one answer every address gets takes the form's place. */
export function SignUpForm() {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [checked, setChecked] = useState(false);
  const subscribe = useMutation(subscribeMutation());
  const error = checked ? emailError(email.trim()) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (emailError(email.trim())) {
      const field = event.currentTarget.elements.namedItem('email');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    subscribe.mutate({ email: email.trim(), ...(website ? { website } : {}) });
  }

  return (
    <div className="newsletter-signup">
      {/* Present before the answer arrives, so screen readers announce it. */}
      <div role="status">
        {subscribe.isSuccess ? (
          <p className="newsletter-signup__answer">{subscribe.data.message || SUBSCRIBE_SENT_TEXT}</p>
        ) : null}
      </div>
      {subscribe.isSuccess ? null : (
        <form className="newsletter-signup__form" aria-label="Newsletter sign-up" noValidate onSubmit={onSubmit}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Honeypot value={website} onChange={setWebsite} />
          <FormAlert message={subscribe.error?.message} />
          <Button type="submit" className="newsletter-signup__submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </form>
      )}
    </div>
  );
}
