import { serverMessage, toast } from '@site/shell-api';
import { Button, Card, Spinner } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { subscriptionQuery } from '../api/newsletter-subscription';
import { updateSubscriptionMutation } from '../api/update-newsletter-subscription';

/** The newsletter for the account's own address: on or off at once, no confirm link (the address is verified). */
export function NewsletterSettings() {
  const subscription = useQuery(subscriptionQuery());
  const update = useMutation(updateSubscriptionMutation());
  const change = (subscribed: boolean) =>
    update.mutate(subscribed, {
      onSuccess: () =>
        toast(
          subscribed
            ? { title: 'Subscribed', description: 'The next newsletter will come to your inbox.' }
            : { title: 'Unsubscribed', description: 'No more newsletters will be sent to your address.' },
        ),
      onError: (error) =>
        toast({ title: 'Subscription not changed', description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <Card as="section" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Newsletter</h2>
      {subscription.isPending ? (
        <Spinner label="Loading your subscription" />
      ) : subscription.isError ? (
        <div role="alert">
          <p>Your subscription could not be loaded. {serverMessage(subscription.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => subscription.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p>
            {subscription.data.subscribed
              ? `New essays and notes are mailed to ${subscription.data.email}.`
              : `Get new essays and notes by mail at ${subscription.data.email}.`}
          </p>
          <Button
            variant={subscription.data.subscribed ? 'secondary' : 'primary'}
            disabled={update.isPending}
            onClick={() => change(!subscription.data.subscribed)}
          >
            {subscription.data.subscribed ? 'Unsubscribe' : 'Subscribe'}
          </Button>
        </>
      )}
    </Card>
  );
}
