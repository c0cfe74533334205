import { Figure } from './Figure';
import { WordBlock } from './WordLine';

const NARROW_XS = [350, 448, 546];

export function MeasureFigure() {
  return (
    <Figure
      viewBox="0 0 640 230"
      label="Left, one wide block of text whose return sweep crosses its whole width. Right, the same amount of text in three narrow columns, each with a short return sweep."
      caption="Figure 3. The same text at two measures. Dividing a wide line into columns shortens every return sweep without shrinking the page or the type."
    >
      <text className="multi-column__label" x={20} y={22}>
        One wide measure
      </text>
      <text className="multi-column__label" x={350} y={22}>
        Three columns
      </text>
      <WordBlock x={20} y={44} width={284} count={9} step={18} scale={0.8} />
      <path className="multi-column__stroke multi-column__stroke--dashed" d="M 304 53 C 200 55, 110 56, 30 57" />
      <polygon className="multi-column__mark" points="22,57 32,52 32,62" />
      {NARROW_XS.map((x) => (
        <g key={x}>
          <WordBlock x={x} y={44} width={82} count={11} step={15} scale={0.5} />
          <path
            className="multi-column__stroke multi-column__stroke--dashed"
            d={`M ${x + 82} 51 C ${x + 60} 53, ${x + 30} 55, ${x + 8} 57`}
          />
        </g>
      ))}
    </Figure>
  );
}
