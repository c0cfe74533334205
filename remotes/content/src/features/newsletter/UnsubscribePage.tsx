import { PAGE_HEADS, pathTo, UNSUBSCRIBED_TEXT } from '@site/contracts';
import { unsubscribeMutation } from './api/unsubscribe';
import { TokenActionPage } from './TokenActionPage';

export default function UnsubscribePage() {
  return (
    <TokenActionPage
      {...PAGE_HEADS.newsletterUnsubscribe}
      path={pathTo('newsletterUnsubscribe')}
      intro={
        <p>
          Press the button and no more newsletters will be sent to this address. Nothing else is needed, no reason is
          asked for, and you are welcome to sign up again whenever you like.
        </p>
      }
      actionLabel="Unsubscribe"
      busyLabel="Unsubscribing…"
      action={unsubscribeMutation}
      doneText={UNSUBSCRIBED_TEXT}
    />
  );
}
