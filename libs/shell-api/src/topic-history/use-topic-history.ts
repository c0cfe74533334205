import { useStore } from 'zustand';
import { goBackInTopics, goForwardInTopics, selectTopic, topicHistoryStore } from './topic-history-store';

const actions = {
  selectTopic: (name: string) => selectTopic(name),
  back: () => goBackInTopics(),
  forward: () => goForwardInTopics(),
};

/** The active topic and its history, shared by the side menu and any remote that lists topics. */
export function useTopicHistory() {
  const state = useStore(topicHistoryStore);
  return {
    ...state,
    ...actions,
    canGoBack: state.index > 0,
    canGoForward: state.index < state.history.length - 1,
  };
}
