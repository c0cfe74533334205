import { snippetParts } from './snippet';

/** A hit's or part's snippet as text with the matched words in <mark>, never parsed as HTML. */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  return (
    <>{snippetParts(snippet).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>
  );
}
