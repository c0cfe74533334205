import { TOPIC_NAMES } from '@site/contracts';
import './editing.css';

/** The site's topics as checkboxes; an essay or a journal entry may be filed under any of them. */
export function TopicChoices({ chosen, onChange }: { chosen: string[]; onChange: (topics: string[]) => void }) {
  const toggle = (topic: string, on: boolean) =>
    onChange(
      on
        ? TOPIC_NAMES.filter((name) => name === topic || chosen.includes(name))
        : chosen.filter((name) => name !== topic),
    );
  return (
    <fieldset className="admin-topic-choices">
      <legend>Topics</legend>
      <ul>
        {TOPIC_NAMES.map((topic) => (
          <li key={topic}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(topic)}
                onChange={(event) => toggle(topic, event.target.checked)}
              />
              {topic}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
