import type { InboxItem } from '@site/contracts';

/** Who wrote: the site for a notice, the contact form's name, the address a chat visitor left, or "A visitor". */
export const sender = (item: Pick<InboxItem, 'kind' | 'name' | 'email'>) =>
  item.kind === 'notice' ? 'The site' : (item.name ?? item.email ?? 'A visitor');
