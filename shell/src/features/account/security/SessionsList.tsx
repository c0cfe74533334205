import type { AccountSession } from '@site/contracts';
import { forgetSignedInUser, serverMessage, toast } from '@site/shell-api';
import { Button, Skeleton } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSessionMutation } from './api/end-session';
import { sessionsQuery } from './api/sessions';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is logged in, with a way to end each session. */
export function SessionsList() {
  const sessions = useQuery(sessionsQuery());
  return (
    <section className="account-security__part" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading">Sessions</h3>
      {sessions.isPending ? (
        <Skeleton height={96} />
      ) : sessions.isError ? (
        // Not an alert: nothing the reader did failed, and the rest of the settings stay usable.
        <p className="account-security__note">Your sessions could not be loaded: {serverMessage(sessions.error)}</p>
      ) : (
        <ul className="account-sessions" aria-labelledby="sessions-heading">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const queryClient = useQueryClient();
  const end = useMutation(endSessionMutation());
  const label = `${session.device}${session.current ? ' (this browser)' : ''}`;
  return (
    <li className="account-sessions__item">
      <div>
        <p className="account-sessions__device">{label}</p>
        <p className="account-security__note">
          Last seen {when(session.lastSeenAt)} · since {when(session.createdAt)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`End session: ${label}`}
        disabled={end.isPending}
        onClick={() =>
          end.mutate(session.id, {
            onSuccess: () => {
              toast({ title: 'Session ended', description: session.current ? 'You are now logged out.' : label });
              if (session.current) forgetSignedInUser(queryClient);
            },
            onError: (error) =>
              toast({ title: 'Session not ended', description: serverMessage(error), variant: 'destructive' }),
          })
        }
      >
        End
      </Button>
    </li>
  );
}
