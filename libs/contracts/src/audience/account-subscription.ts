/**
 * A signed-in reader's own newsletter subscription (audience service, `/api/newsletter/subscription`), for the
 * account's address. That address is verified already, so subscribing needs no confirm link.
 */
export interface AccountSubscription {
  /** The account's address, where the newsletter goes. */
  email: string;
  subscribed: boolean;
}

/** Body of PUT /api/newsletter/subscription. */
export interface AccountSubscriptionInput {
  subscribed: boolean;
}
