import { useMutation } from '@tanstack/react-query';
import type { AdminUser, AdminUserChange } from '@site/contracts';
import { serverMessage, useToast } from '@site/shell-api';
import { Button } from '@site/ui';
import { changeUserMutation } from './api/change-user';
import { endSessionsMutation } from './api/end-sessions';

/** What each change is called in its toast. */
function describe(user: AdminUser, change: AdminUserChange): string {
  if (change.isAdmin !== undefined) {
    return change.isAdmin ? `${user.name} is now an administrator.` : `${user.name} is now a reader.`;
  }
  return change.suspended ? `${user.name} is suspended and logged out.` : `${user.name} may log in again.`;
}

/** Role, suspension and sessions of one account. The caller cannot suspend themself; the service enforces it too. */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { toast } = useToast();
  const change = useMutation(changeUserMutation());
  const endSessions = useMutation(endSessionsMutation());
  const busy = change.isPending || endSessions.isPending;

  const apply = (next: AdminUserChange) =>
    change.mutate(
      { user, change: next },
      {
        onSuccess: () => toast({ title: 'Account changed', description: describe(user, next) }),
        onError: (error) =>
          toast({ title: 'Account not changed', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  const logOut = () =>
    endSessions.mutate(user, {
      onSuccess: ({ message }) => toast({ title: 'Sessions ended', description: message }),
      onError: (error) =>
        toast({ title: 'Sessions not ended', description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="admin-user-actions">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={`${user.isAdmin ? 'Remove admin' : 'Make admin'}: ${user.name}`}
        onClick={() => apply({ isAdmin: !user.isAdmin })}
      >
        {user.isAdmin ? 'Remove admin' : 'Make admin'}
      </Button>
      {isSelf ? null : user.suspendedAt ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Unsuspend ${user.name}`}
          onClick={() => apply({ suspended: false })}
        >
          Unsuspend
        </Button>
      ) : (
        <Button
          variant="danger"
          size="sm"
          disabled={busy}
          aria-label={`Suspend ${user.name}`}
          onClick={() => apply({ suspended: true })}
        >
          Suspend
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={isSelf ? undefined : `End sessions of ${user.name}`}
        onClick={logOut}
      >
        {isSelf ? 'End other sessions' : 'End sessions'}
      </Button>
    </div>
  );
}
