import { NEWSLETTER_TOKEN_INVALID_TEXT, pathTo, type NewsletterTokenInput } from '@site/contracts';
import { ApiError } from '@site/api-client';
import { Button, FormAlert } from '@site/ui';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { StaticPage } from '../pages/StaticPage';
import './newsletter.css';

interface TokenActionPageProps {
  title: string;
  description: string;
  path: string;
  /** What pressing the button will do. */
  intro: ReactNode;
  actionLabel: string;
  busyLabel: string;
  action: () => UseMutationOptions<{ message: string }, Error, NewsletterTokenInput>;
  /** Shown when the service's answer carries no message of its own. */
  doneText: string;
}

/**
 * A page a mailed link opens with `?token=`. Opening it changes nothing, so mail scanners that
 * follow links cannot act for the reader: only the button sends the token.
 */
export function TokenActionPage({
  title,
  description,
  path,
  intro,
  actionLabel,
  busyLabel,
  action,
  doneText,
}: TokenActionPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const send = useMutation(action());
  // A 400 means the token itself is bad: sending it again cannot help.
  const refusal = send.error instanceof ApiError && send.error.status === 400 ? send.error.message : null;

  return (
    // Opened from a mail with a token: nothing for search engines.
    <StaticPage title={title} description={description} path={path} noIndex>
      {!token || refusal !== null ? (
        <div className="newsletter-token__invalid">
          <p role={refusal ? 'alert' : undefined}>{refusal ?? NEWSLETTER_TOKEN_INVALID_TEXT}</p>
          <p>
            <Link to={pathTo('newsletter')}>Go to the newsletter page</Link>
          </p>
        </div>
      ) : (
        <>
          <div role="status">{send.isSuccess ? <p>{send.data.message || doneText}</p> : null}</div>
          {send.isSuccess ? (
            <p>
              <Link to={pathTo('newsletter')}>Read past issues on the newsletter page</Link>
            </p>
          ) : (
            <div className="newsletter-token__action">
              {intro}
              <FormAlert message={send.error?.message} />
              <Button onClick={() => send.mutate({ token })} disabled={send.isPending}>
                {send.isPending ? busyLabel : actionLabel}
              </Button>
            </div>
          )}
        </>
      )}
    </StaticPage>
  );
}
