import type { TranscriptLine } from '@site/contracts';
import { render, screen } from '@testing-library/react';
import { Transcript } from './Transcript';

const LINES: TranscriptLine[] = [
  { startSeconds: 0, endSeconds: 4, speaker: null, text: 'First line.' },
  { startSeconds: 4, endSeconds: 8, speaker: null, text: 'Second line.' },
];

/** Places each line on the page: `inView` lines inside the window, the others far below it. */
function placeLines(inView: string[]) {
  for (const button of screen.getAllByRole('button')) {
    const item = button.closest('li')!;
    const top = inView.some((text) => button.textContent?.includes(text)) ? 100 : 5000;
    item.getBoundingClientRect = () => ({ top, bottom: top + 20 }) as DOMRect;
    item.scrollIntoView = jest.fn();
  }
}

const itemOf = (text: string) => screen.getByRole('button', { name: new RegExp(text) }).closest('li')!;

test('follows the spoken line into view while the listener follows along', () => {
  const { rerender } = render(<Transcript lines={LINES} currentTime={1} onSeek={() => {}} vttUrl="/t.vtt" />);
  placeLines(['First line.']);
  rerender(<Transcript lines={LINES} currentTime={5} onSeek={() => {}} vttUrl="/t.vtt" />);
  expect(itemOf('Second line.').scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  expect(screen.getByRole('button', { name: /Second line/ }).getAttribute('aria-current')).toBe('true');
});

test('leaves a listener who has scrolled away where they are', () => {
  const { rerender } = render(<Transcript lines={LINES} currentTime={1} onSeek={() => {}} vttUrl="/t.vtt" />);
  placeLines([]);
  rerender(<Transcript lines={LINES} currentTime={5} onSeek={() => {}} vttUrl="/t.vtt" />);
  expect(itemOf('Second line.').scrollIntoView).not.toHaveBeenCalled();
});
