import type { User } from '@site/contracts';
import { Avatar } from '@site/ui';
import { useSignOut } from '../auth/use-sign-out';
import { NavDropdown } from './NavDropdown';
import { ACCOUNT_LINKS } from './nav-links';

export function UserMenu({ user }: { user: User }) {
  const { signOut } = useSignOut();
  return (
    <NavDropdown
      className="user-menu"
      align="end"
      trigger={<Avatar name={user.name || user.username} src={user.profilePicture} size="sm" decorative />}
      triggerLabel={`Account menu for ${user.name || user.username}`}
      items={[...ACCOUNT_LINKS, { label: 'Log out', onSelect: signOut }]}
    />
  );
}
