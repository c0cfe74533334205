import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTopicHistory } from '@site/shell-api';

const TOPIC_PATH = /^\/topic\/([^/]+)\/?$/;

function topicName(pathname: string): string | null {
  const match = TOPIC_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** A topic opened any way (a link in an essay, the address bar) becomes the active topic too. */
export function useTopicFromPath() {
  const { pathname } = useLocation();
  const { selectTopic } = useTopicHistory();
  const name = topicName(pathname);
  useEffect(() => {
    if (name) selectTopic(name);
  }, [name, selectTopic]);
}
