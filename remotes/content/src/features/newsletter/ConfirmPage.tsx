import { PAGE_HEADS, pathTo, SITE_NAME, SUBSCRIBE_CONFIRMED_TEXT } from '@site/contracts';
import { confirmSubscriptionMutation } from './api/confirm-subscription';
import { TokenActionPage } from './TokenActionPage';

export default function ConfirmPage() {
  return (
    <TokenActionPage
      {...PAGE_HEADS.newsletterConfirm}
      path={pathTo('newsletterConfirm')}
      intro={
        <p>
          Someone, most likely you, asked for the {SITE_NAME} newsletter to be sent to this address. Press the button to
          confirm, and the next issue will reach you. If you did not ask for it, close this page: without confirmation
          no newsletter is ever sent.
        </p>
      }
      actionLabel="Confirm subscription"
      busyLabel="Confirming…"
      action={confirmSubscriptionMutation}
      doneText={SUBSCRIBE_CONFIRMED_TEXT}
    />
  );
}
