import { TOPIC_NAMES } from '@site/contracts';

/** The site's topics as checkboxes; an essay may be filed under any of them. */
export function TopicChoices({ chosen, onChange }: { chosen: string[]; onChange: (topics: string[]) => void }) {
  const toggle = (topic: string, on: boolean) =>
    onChange(
      on
        ? TOPIC_NAMES.filter((name) => name === topic || chosen.includes(name))
        : chosen.filter((name) => name !== topic),
    );
  return (
    <fieldset className="admin-essay-topics">
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
