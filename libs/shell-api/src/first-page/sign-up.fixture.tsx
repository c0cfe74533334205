import { useState } from 'react';

/** A sign-up form as the build renders it into the server's markup, with the id React generated there. */
export const SERVER_SIGN_UP =
  '<form aria-label="Sign-up"><label for="_R_build_">Email</label><input id="_R_build_" name="email" value="">' +
  '<button type="submit">Subscribe</button></form>';

/** The same form as the screen draws it: another generated id, and a handler that reads its state. */
export function SignUpScreen({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form
      aria-label="Sign-up"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <label htmlFor="_r_app_">Email</label>
      <input id="_r_app_" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Subscribe</button>
    </form>
  );
}
