import { Button, TextField } from '@site/ui';
import { moved, nextOptionId, type DraftQuestion } from './quiz-draft';

interface OrderingItemsProps {
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
}

/** The items of an ordering question, listed in their correct order; readers get them shuffled. */
export function OrderingItems({ question, onChange }: OrderingItemsProps) {
  const items = question.options;
  const set = (options: DraftQuestion['options']) => onChange({ ...question, options });
  return (
    <fieldset className="quiz-answer">
      <legend>Items in their correct order (readers see them shuffled)</legend>
      <ol className="quiz-answer__list">
        {items.map((item, index) => (
          <li key={item.id} className="quiz-answer__option">
            <TextField
              label={`Item ${index + 1}`}
              hint={item.svg ? 'This item has a drawing, kept as it is.' : undefined}
              value={item.text}
              onChange={(event) =>
                set(items.map((other) => (other.id === item.id ? { ...other, text: event.target.value } : other)))
              }
            />
            <div className="quiz-answer__actions">
              <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => set(moved(items, index, -1))}>
                Move item {index + 1} up
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === items.length - 1}
                onClick={() => set(moved(items, index, 1))}
              >
                Move item {index + 1} down
              </Button>
              <Button variant="ghost" size="sm" onClick={() => set(items.filter((other) => other.id !== item.id))}>
                Remove item {index + 1}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => set([...items, { id: nextOptionId(items), text: '', svg: null }])}
      >
        Add item
      </Button>
    </fieldset>
  );
}
