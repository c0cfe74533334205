import { Figure } from './Figure';
import { WordBlock } from './WordLine';

const COLUMN_XS = [84, 210, 336, 462];

export function ScrollFigure() {
  return (
    <Figure
      viewBox="0 0 640 220"
      label="A papyrus roll opened between its two rolled ends, showing four narrow columns of writing side by side."
      caption="Figure 1. An opened roll. The text runs in narrow columns along its length; the reader unrolls one end as the other rolls up, with two or three columns in view."
    >
      <rect className="multi-column__sheet" x={52} y={30} width={536} height={160} />
      {COLUMN_XS.map((x) => (
        <WordBlock key={x} x={x} y={46} width={94} count={11} step={12} scale={0.5} height={5} />
      ))}
      <rect className="multi-column__roll" x={20} y={18} width={40} height={184} rx={20} />
      <rect className="multi-column__roll" x={580} y={18} width={40} height={184} rx={20} />
    </Figure>
  );
}
