import { createStore } from 'zustand';

/** One entry of the topic navigation history: which topic, and when. */
export interface HistoryEntry {
  itemName: string;
  timestamp: number;
}

export interface TopicHistoryState {
  activeTopic: string | null;
  history: HistoryEntry[];
  /** Position of the active topic in `history`; -1 while empty. */
  index: number;
  /** When the active topic last changed (ms since epoch), or null before any change. */
  lastChangedAt: number | null;
}

// A long browsing session must not grow the history without end.
const MAX_ENTRIES = 100;

export const initialTopicHistory: TopicHistoryState = {
  activeTopic: null,
  history: [],
  index: -1,
  lastChangedAt: null,
};

export const topicHistoryStore = createStore<TopicHistoryState>(() => initialTopicHistory);

/** Makes `name` the active topic and appends it, dropping any forward entries. */
export function selectTopic(name: string, now = Date.now()): void {
  const { activeTopic, history, index } = topicHistoryStore.getState();
  if (name === activeTopic) return;
  const kept = [...history.slice(0, index + 1), { itemName: name, timestamp: now }].slice(-MAX_ENTRIES);
  topicHistoryStore.setState({ activeTopic: name, history: kept, index: kept.length - 1, lastChangedAt: now });
}

function moveTo(index: number, now: number): string | null {
  const { history } = topicHistoryStore.getState();
  const entry = history[index];
  if (!entry) return null;
  topicHistoryStore.setState({ activeTopic: entry.itemName, index, lastChangedAt: now });
  return entry.itemName;
}

/** Steps back; returns the topic now active, or null when there is nothing to go back to. */
export function goBackInTopics(now = Date.now()): string | null {
  const { index } = topicHistoryStore.getState();
  return index > 0 ? moveTo(index - 1, now) : null;
}

/** Steps forward; returns the topic now active, or null at the newest entry. */
export function goForwardInTopics(now = Date.now()): string | null {
  const { index, history } = topicHistoryStore.getState();
  return index < history.length - 1 ? moveTo(index + 1, now) : null;
}
