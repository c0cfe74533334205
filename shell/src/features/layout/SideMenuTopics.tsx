import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTopicHistory } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { topicsQuery } from './api/topics';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { topicPath } from './nav-links';
import { useSinceLabel } from './use-since-label';
import { useTopicSteps } from './use-topic-steps';

/** The Topics section: active topics from GET /api/topics and the topic history controls. */
export function SideMenuTopics() {
  const topics = useQuery(topicsQuery());
  const { activeTopic, selectTopic, lastChangedAt } = useTopicHistory();
  const { canGoBack, canGoForward, goBack, goForward } = useTopicSteps();
  const since = useSinceLabel(lastChangedAt);
  const active = (topics.data ?? []).filter((topic) => topic.active);

  return (
    <section className="side-menu__section" aria-labelledby="side-menu-topics">
      <div className="side-menu__topics-head">
        <h3 id="side-menu-topics" className="side-menu__heading">
          Topics
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label="Previous topic"
          aria-keyshortcuts="Alt+ArrowLeft"
          disabled={!canGoBack}
          onClick={goBack}
        >
          <ArrowLeftIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Next topic"
          aria-keyshortcuts="Alt+ArrowRight"
          disabled={!canGoForward}
          onClick={goForward}
        >
          <ArrowRightIcon />
        </button>
      </div>
      {since ? <p className="side-menu__since">Topic changed {since}</p> : null}
      {topics.isPending ? <Spinner label="Loading topics" /> : null}
      {topics.isError ? <p className="side-menu__error">The topics could not be loaded.</p> : null}
      <ul className="side-menu__list side-menu__list--topics">
        {active.map((topic) => (
          <li key={topic.name}>
            <Link
              to={topicPath(topic.name)}
              className="side-menu__link"
              aria-current={topic.name === activeTopic ? 'true' : undefined}
              onClick={() => selectTopic(topic.name)}
            >
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
