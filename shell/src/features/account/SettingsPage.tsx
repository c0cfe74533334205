import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, useCurrentUser } from '@site/shell-api';
import { Card } from '@site/ui';
import { AppearanceSettings } from './settings/AppearanceSettings';
import { NewsletterSettings } from './settings/NewsletterSettings';
import { ProfileForm } from './settings/ProfileForm';
import { AccountSecurity } from './security/AccountSecurity';
import './account.css';

export function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <div className="account-page">
      <PageMeta
        title={PAGE_HEADS.settings.title}
        description={PAGE_HEADS.settings.description}
        path={pathTo('settings')}
      />
      <h1>Settings</h1>
      {user ? (
        <>
          <Card as="section" aria-labelledby="profile-heading" id="profile">
            <h2 id="profile-heading">Profile</h2>
            {/* Keyed by user so the form starts from the saved profile of whoever is signed in. */}
            <ProfileForm key={user.id} user={user} />
          </Card>
          <AppearanceSettings />
          <NewsletterSettings />
          <AccountSecurity user={user} />
        </>
      ) : null}
    </div>
  );
}
