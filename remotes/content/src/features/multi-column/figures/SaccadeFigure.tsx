import { Figure } from './Figure';
import { WordLine } from './WordLine';

const FIXATIONS = [62, 138, 214, 296, 376, 452, 532, 592];
const FIXATION_Y = 60;

export function SaccadeFigure() {
  const jumps = FIXATIONS.slice(1).map((to, index) => {
    const from = FIXATIONS[index];
    return `M ${from} ${FIXATION_Y - 6} Q ${(from + to) / 2} ${FIXATION_Y - 40} ${to} ${FIXATION_Y - 6}`;
  });
  return (
    <Figure
      viewBox="0 0 640 200"
      label="Two lines of words. Dots above the first line mark where the eye rests, arcs mark its jumps between them, and a long dashed arrow runs from the end of the first line back to the start of the second: the return sweep."
      caption="Figure 2. Reading is a run of fixations joined by jumps, or saccades, of roughly seven to nine letters. The long return sweep at the end of each line is where readers most often lose their place."
    >
      <WordLine x={40} y={76} width={570} height={12} />
      <WordLine x={40} y={156} width={570} offset={7} height={12} />
      {jumps.map((path) => (
        <path key={path} className="multi-column__stroke" d={path} />
      ))}
      {FIXATIONS.map((x) => (
        <circle key={x} className="multi-column__mark" cx={x} cy={FIXATION_Y} r={5} />
      ))}
      <path className="multi-column__stroke multi-column__stroke--dashed" d="M 596 96 C 420 110, 220 128, 58 146" />
      <polygon className="multi-column__mark" points="46,150 62,140 62,154" />
    </Figure>
  );
}
