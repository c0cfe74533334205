/**
 * What the browser keeps of the chat, without cookies: the conversation (its id and the token that opens it;
 * a reader's own conversations open with their session) in localStorage, so it continues after a reload
 * and in other tabs, and whether the panel was open in this tab, in sessionStorage.
 */
export interface StoredConversation {
  id: number;
  token?: string;
}

const CONVERSATION_KEY = 'site.chat.conversation';
const SEEN_KEY = 'site.chat.seen';
const OPEN_KEY = 'site.chat.open';

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const text = storage().getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    // Storage blocked (private modes, policies) or damaged: as if empty.
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the chat still works until the page is left.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function storedConversation(): StoredConversation | null {
  const value = read<StoredConversation>(local, CONVERSATION_KEY);
  return value && Number.isInteger(value.id) ? value : null;
}

export const storeConversation = (value: StoredConversation | null) => write(local, CONVERSATION_KEY, value);

/** The id of the latest message of the author the visitor has seen. */
export const seenMessageId = () => read<number>(local, SEEN_KEY) ?? 0;
export const storeSeenMessageId = (id: number) => write(local, SEEN_KEY, id);

export const wasOpen = () => read<boolean>(session, OPEN_KEY) === true;
export const storeOpen = (open: boolean) => write(session, OPEN_KEY, open ? true : null);
