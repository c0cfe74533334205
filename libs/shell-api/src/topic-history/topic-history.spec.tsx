import { act, renderHook } from '@testing-library/react';
import {
  goBackInTopics,
  goForwardInTopics,
  initialTopicHistory,
  selectTopic,
  topicHistoryStore,
} from './topic-history-store';
import { useTopicHistory } from './use-topic-history';

beforeEach(() => topicHistoryStore.setState(initialTopicHistory, true));

const names = () => topicHistoryStore.getState().history.map((entry) => entry.itemName);

test('selecting topics builds a history with timestamps', () => {
  selectTopic('Physics', 1000);
  selectTopic('Ecology', 2000);
  expect(topicHistoryStore.getState()).toEqual({
    activeTopic: 'Ecology',
    history: [
      { itemName: 'Physics', timestamp: 1000 },
      { itemName: 'Ecology', timestamp: 2000 },
    ],
    index: 1,
    lastChangedAt: 2000,
  });
});

test('back and forward move through the history and report the topic', () => {
  ['Art', 'Biology', 'Complexity'].forEach((name, i) => selectTopic(name, i));
  expect(goBackInTopics(10)).toBe('Biology');
  expect(goBackInTopics(11)).toBe('Art');
  expect(goBackInTopics(12)).toBeNull();
  expect(topicHistoryStore.getState()).toMatchObject({ activeTopic: 'Art', index: 0, lastChangedAt: 11 });
  expect(goForwardInTopics(13)).toBe('Biology');
  expect(goForwardInTopics(14)).toBe('Complexity');
  expect(goForwardInTopics(15)).toBeNull();
});

test('selecting after going back drops the forward entries', () => {
  ['Art', 'Biology', 'Complexity'].forEach((name) => selectTopic(name));
  goBackInTopics();
  goBackInTopics();
  selectTopic('Ecology');
  expect(names()).toEqual(['Art', 'Ecology']);
  expect(goForwardInTopics()).toBeNull();
});

test('selecting the active topic again changes nothing', () => {
  selectTopic('Art', 1);
  selectTopic('Art', 2);
  expect(names()).toEqual(['Art']);
  expect(topicHistoryStore.getState().lastChangedAt).toBe(1);
});

test('useTopicHistory exposes the state and whether each direction is possible', () => {
  const { result } = renderHook(() => useTopicHistory());
  expect(result.current).toMatchObject({ activeTopic: null, canGoBack: false, canGoForward: false });
  act(() => result.current.selectTopic('Art'));
  act(() => result.current.selectTopic('History'));
  expect(result.current).toMatchObject({ activeTopic: 'History', canGoBack: true, canGoForward: false });
  act(() => {
    result.current.back();
  });
  expect(result.current).toMatchObject({ activeTopic: 'Art', canGoBack: false, canGoForward: true });
  act(() => {
    result.current.forward();
  });
  expect(result.current.activeTopic).toBe('History');
});
