import type { User } from '@site/contracts';
import { Card } from '@site/ui';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { SessionsList } from './SessionsList';
import './security.css';

/** The account area of the settings: password, address, sessions and deletion. */
export function AccountSecurity({ user }: { user: User }) {
  return (
    <Card as="section" aria-labelledby="account-security-heading" className="account-security">
      <h2 id="account-security-heading">Account</h2>
      <section className="account-security__part" aria-label="Password">
        <ChangePasswordForm />
      </section>
      <ChangeEmailForm user={user} />
      <SessionsList />
      <DeleteAccount />
    </Card>
  );
}
