/**
 * What the audience service keeps of a reader's account, as the gateway alone sees it: it erases the reader's
 * chat and newsletter subscription when the account is deleted, and moves the subscription when the account's
 * address changes.
 */

/** Body of POST /api/internal/account-data/:userId/deletion: the account's address, whose subscription goes too. */
export interface AccountDataDeletionInput {
  email: string;
}

/** What that deletion removed; asked again, it removes nothing more. */
export interface AudienceAccountDataDeleted {
  /** The reader's chat conversations with the author, each with all its messages. */
  conversations: number;
  messages: number;
  /** The newsletter subscription of the account's address (confirmed, waiting or ended). */
  subscriptions: number;
}

/** Body of POST /api/internal/newsletter/address-change: the account's address changed, and `to` is verified. */
export interface AccountAddressChangeInput {
  from: string;
  to: string;
}
