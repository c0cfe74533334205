import type { AiTestGuess, AiTestPassage } from '@site/contracts';
import { passageParagraphs } from './passage-paragraphs';

const CHOICES: readonly { value: AiTestGuess; label: string }[] = [
  { value: 'human', label: 'Human' },
  { value: 'machine', label: 'Machine' },
];

interface PassageChoiceProps {
  passage: AiTestPassage;
  number: number;
  guess: AiTestGuess | undefined;
  onGuess: (guess: AiTestGuess) => void;
}

/** One passage and its two-way choice: a radio group, so arrow keys move between Human and Machine. */
export function PassageChoice({ passage, number, guess, onGuess }: PassageChoiceProps) {
  return (
    <li className="learn-ai-passage">
      <fieldset>
        <legend className="learn-ai-passage__legend">Passage {number}</legend>
        <blockquote className="learn-ai-passage__text">
          {passageParagraphs(passage.text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        <div className="learn-ai-passage__choices">
          {CHOICES.map(({ value, label }) => (
            <label key={value} className="learn-ai-choice">
              <input
                type="radio"
                name={`passage-${passage.id}`}
                value={value}
                checked={guess === value}
                onChange={() => onGuess(value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
