import { PAGE_HEADS, pathTo } from '@site/contracts';
import { FixedHead } from '../../shared/head/FixedHead';
import { MeasureFigure } from './figures/MeasureFigure';
import { SaccadeFigure } from './figures/SaccadeFigure';
import { ScrollFigure } from './figures/ScrollFigure';
import './multi-column.css';

const { title, description } = PAGE_HEADS.multiColumnExample;

/** An essay set as a printer would: balanced columns, hyphenated, with drawings across the columns. */
export default function MultiColumnPage() {
  return (
    <article className="multi-column" lang="en">
      <FixedHead title={title} description={description} path={pathTo('multiColumnExample')} type="article" />
      <header className="multi-column__header">
        <h1>{title}</h1>
        <p>
          An essay on line length, set in the shape it describes. On a wide screen it runs in balanced columns; on a
          phone, whose screen is already a column, in one.
        </p>
      </header>
      <div className="multi-column__body">
        <p className="multi-column__lede">
          Long before there were pages, there were columns. A scribe copying Homer onto a roll of papyrus did not write
          along the whole length of the roll; nobody could have read it. He wrote in a row of narrow blocks, one beside
          the next, and the reader unrolled the scroll with one hand while rolling it up with the other, keeping two or
          three blocks in view at a time. The column is older than the book and older than the page, and it has outlived
          every medium that carried it. This essay is set in columns, so that you can feel, while reading, what the
          shape does to you.
        </p>

        <h2>The roll and the strip</h2>
        <p>
          The Greeks called the columns of a roll <i>selides</i>. They were tall and narrow, a few words wide, and
          separated by narrow margins. The Dead Sea Scrolls, copied in Hebrew and Aramaic in a different tradition and
          read in the opposite direction, are also written in columns. Two cultures with different scripts arrived at
          the same answer, which suggests that the answer comes less from the culture than from the reader: from the
          eye, and how far it can travel without getting lost.
        </p>
        <p>
          A roll makes plain a choice that the codex later hid. A line running the whole length of the roll would have
          to be unrolled and rolled back again for every line read. The column is the compromise: lines short enough to
          take in at a glance, stacked to the height of the sheet, and laid side by side for as long as the work
          requires.
        </p>

        <ScrollFigure />

        <h2>What the eye actually does</h2>
        <p>
          We feel that we glide along a line of text. We do not. The eye moves in jumps, called saccades, and between
          jumps it rests for about a quarter of a second in a fixation. Only during fixations does it take anything in;
          during the jump itself vision is largely suppressed, and the brain stitches the fixations into the impression
          of smooth, continuous reading. In English a jump usually covers seven to nine letters. Around each fixation
          only a few letters are sharp, with a blurrier sense of word shapes and spaces further to the right that tells
          the eye where to land next.
        </p>
        <p>
          The hardest movement is the last one on each line: the return sweep, a long jump back to the left margin and
          down one line. On a short line it is an easy hop. On a very long line the eye must cross a wide field of grey
          and find the start of a line it has not yet seen, and it often lands on the wrong one, or falls short and has
          to correct itself. Every reader knows the experience of reading the same line twice. It is usually a line that
          was too long.
        </p>

        <SaccadeFigure />

        <h2>The measure</h2>
        <p>
          Printers call the length of a line the measure, and they have argued about it for as long as there has been
          type. The advice in Robert Bringhurst’s <i>The Elements of Typographic Style</i> is typical: from forty-five
          to seventy-five characters for a single column, with about sixty-six as the ideal, and somewhat fewer when
          several columns stand side by side. Those figures are not a law of nature. They summarise centuries of
          practice, and that practice answered to the same constraint as the scroll: the return sweep has to succeed.
        </p>
        <p>
          Gutenberg’s Bible, the first major book printed in Europe with movable type, is set in two columns of
          forty-two lines on most of its pages. One line across that large folio page would have been unreadable at the
          size of its type. Dividing the page in two keeps each line short enough for the eye while the page stays large
          enough to be read from a lectern.
        </p>

        <MeasureFigure />

        <h2>The newspaper’s bargain</h2>
        <p>
          Newspapers pushed the column to its limit. A broadsheet of the nineteenth century might carry six or more
          columns across a page, each only a handful of words wide. Part of the reason was practical: narrow columns let
          a compositor fill a page with many short items, reports and advertisements, and rearrange them late at night
          as news arrived. But the shape also taught a way of reading. A narrow column can be read almost vertically,
          the eye running down its middle and taking in each line in one or two fixations. Readers learned to scan, to
          take the first paragraph of a report and move on, and to read a paper in the order they chose rather than the
          order in which it was printed. The inverted pyramid of news writing, most important facts first, suits that
          reader: a story could be cut from the bottom to fit its column, and the reader could stop after any paragraph.
        </p>
        <p>
          The narrow column has a cost. Justified lines of five or six words leave uneven gaps between them, and the
          gaps line up into rivers of white running down the text. That is why this page leaves its right edge ragged
          and lets the browser hyphenate: the spaces between words stay even, and breaking long words keeps the edge
          close to straight.
        </p>

        <h2>Columns on a screen</h2>
        <p>
          The web inherited the column and then, for years, forgot it. Early pages ran text from one edge of the window
          to the other, and as screens widened, lines grew to a hundred and fifty characters and more. The usual answer
          was to narrow the page to a single central column, which is how most essays on this site are set. But a style
          sheet can also do what the printer did: divide a block of text into balanced columns, let figures span all of
          them, and keep a heading from being stranded at the foot of one column while its paragraph starts the next.
        </p>
        <p>
          Columns suit some screens and not others. On paper the whole page is in view at once; on a screen you scroll,
          and a column that runs past the bottom of the window sends you down and then back up to begin the next one. So
          the columns here appear only on wide screens, where the figures cut the text into stretches short enough to
          take in whole, and a phone receives the essay as a single column. Its narrow screen is already a column, and a
          good one.
        </p>

        <h2>What the shape teaches</h2>
        <p>
          It is tempting to think of layout as decoration, something added after the thinking is done. The history of
          the column suggests otherwise. The width of a line is a decision about how a reader’s eye and attention will
          move. Scribes, printers and editors who never met made that decision again and again, and kept arriving at a
          strip a few words wide. The column is a small piece of applied psychology, found by practice long before
          anyone measured a saccade. When a text is easy to read we rarely notice why; behind that ease there is usually
          someone who measured the line.
        </p>
      </div>
    </article>
  );
}
