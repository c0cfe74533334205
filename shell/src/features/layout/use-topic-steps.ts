import { useNavigate } from 'react-router-dom';
import { useTopicHistory } from '@site/shell-api';
import { topicPath } from './nav-links';

/** Back and forward through the topic history, opening the topic each step lands on. */
export function useTopicSteps() {
  const navigate = useNavigate();
  const { back, forward, canGoBack, canGoForward } = useTopicHistory();
  const go = (step: () => string | null) => {
    const topic = step();
    if (topic) navigate(topicPath(topic));
  };
  return { canGoBack, canGoForward, goBack: () => go(back), goForward: () => go(forward) };
}
