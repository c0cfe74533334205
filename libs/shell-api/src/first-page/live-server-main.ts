import { holdUncarriedControls, type ServerFields } from './field-takeover';

/** The server's own nodes of the main area, with what was done in them so far. */
export interface LiveServerMain {
  nodes: Node[];
  /** The takeover state of the fallback that held them last; null when they come straight from the server. */
  from: ServerFields | null;
}

let waiting: LiveServerMain | null = null;

/**
 * Hands the main area's nodes to the next `ServerMain` that mounts: the very nodes the reader sees, so a field
 * half-typed in, the focus or a pressed button stay as they are until the page's screen replaces them.
 */
export function offerServerMain(element: Element | null, from: ServerFields | null = null): void {
  if (element && !from) holdUncarriedControls(element);
  waiting = element ? { nodes: [...element.childNodes], from } : null;
}

/** Whether nodes are on offer, without taking them. */
export const serverMainOnOffer = (): boolean => waiting !== null;

/** The nodes on offer, once: the first fallback to take them owns them. */
export function takeServerMain(): LiveServerMain | null {
  const taken = waiting;
  waiting = null;
  return taken;
}
