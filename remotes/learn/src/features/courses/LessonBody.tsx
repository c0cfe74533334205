import type { ReactNode } from 'react';

/**
 * A course description's markdown shown as readable text: "# " to "### " lines become headings,
 * everything else keeps its line breaks (pre-wrapped). No HTML is ever parsed. Lessons do not use
 * it: the learn service sends their HTML, rendered and sanitised (LessonReader).
 */
export function LessonBody({ markdown }: { markdown: string }) {
  const blocks: ReactNode[] = [];
  let text: string[] = [];
  const flush = () => {
    const joined = text.join('\n').replace(/^\n+|\n+$/g, '');
    if (joined) {
      blocks.push(
        <p key={blocks.length} className="learn-lesson__text">
          {joined}
        </p>,
      );
    }
    text = [];
  };
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const Tag = level === 3 ? 'h3' : 'h2';
      blocks.push(<Tag key={blocks.length}>{heading[2].replace(/\s*#+\s*$/, '')}</Tag>);
    } else if (line.trim() === '') {
      flush();
    } else {
      text.push(line);
    }
  }
  flush();
  return <>{blocks}</>;
}
