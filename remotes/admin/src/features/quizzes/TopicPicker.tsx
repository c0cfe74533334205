import { TOPIC_NAMES } from '@site/contracts';

interface TopicPickerProps {
  chosen: readonly string[];
  onChange: (topics: string[]) => void;
}

/** The topics the quiz is filed under: their pages list it. */
export function TopicPicker({ chosen, onChange }: TopicPickerProps) {
  const toggle = (topic: string, on: boolean) =>
    onChange(
      on
        ? TOPIC_NAMES.filter((name) => name === topic || chosen.includes(name))
        : chosen.filter((name) => name !== topic),
    );
  return (
    <details className="quiz-topics">
      <summary>Topics ({chosen.length === 0 ? 'none' : chosen.join(', ')})</summary>
      <fieldset className="quiz-topics__list">
        <legend>Topics this quiz is filed under</legend>
        {TOPIC_NAMES.map((topic) => (
          <label key={topic} className="quiz-topics__topic">
            <input
              type="checkbox"
              checked={chosen.includes(topic)}
              onChange={(event) => toggle(topic, event.target.checked)}
            />
            {topic}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
