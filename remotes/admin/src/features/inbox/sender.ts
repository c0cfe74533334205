import type { InboxItem } from '@site/contracts';

/** Who wrote: the contact form's name, else the address a chat visitor left, else "A visitor". */
export const sender = (item: Pick<InboxItem, 'name' | 'email'>) => item.name ?? item.email ?? 'A visitor';
