/** The tokens of a tsquery's text: a quoted lexeme (quotes doubled inside, maybe a weight or prefix mark), a distance or another operator. */
const TOKEN = /'(?:[^']|'')*'(?::[*A-D]+)?|<(?:-|\d+)>|[&|!()]/g;
const PLAIN_LEXEME = /^'(?:[^']|'')*'$/;
const ADJACENT = new Set(['<->', '<1>']);
const DISTANCE = /^<(?:-|\d+)>$/;
/** What may stand beside a phrase that is a whole operand of `&`, `|` or parentheses. */
const BEFORE = new Set([undefined, '(', '&', '|']);
const AFTER = new Set([undefined, ')', '&', '|']);

/**
 * The same query with each phrase of plain lexemes also asking for its adjacent pairs as single lexemes, as
 * the search phrase-pairs migration stores them beside the words: `'a' <-> 'b' <2> 'c'` becomes
 * `( 'a' <-> 'b' <2> 'c' & 'a b' )`, so the GIN index skips documents that merely hold the words somewhere.
 * A phrase implies its pairs, so the answer is unchanged. A phrase of two adjacent words holds exactly when
 * its pair does, so `'like' <-> 'someth'` becomes just `'like someth'`: no recheck of the document's vector.
 * Text it cannot read comes back as it was.
 */
export function withPhrasePairs(tsquery: string): string {
  if (tsquery.replace(TOKEN, '').trim() !== '') return tsquery;
  const tokens = tsquery.match(TOKEN) ?? [];
  const out: string[] = [];
  let paired = false;
  let i = 0;
  while (i < tokens.length) {
    const end = phraseEnd(tokens, i);
    if (end === i) {
      out.push(tokens[i]);
      i += 1;
      continue;
    }
    const phrase = tokens.slice(i, end + 1);
    const pairs = phrase.flatMap((token, at) =>
      ADJACENT.has(token) ? [`'${phrase[at - 1].slice(1, -1)} ${phrase[at + 1].slice(1, -1)}'`] : [],
    );
    if (phrase.length === 3 && pairs.length === 1) out.push(pairs[0]);
    else out.push(...(pairs.length > 0 ? ['(', ...phrase, '&', pairs.join(' & '), ')'] : phrase));
    paired ||= pairs.length > 0;
    i = end + 1;
  }
  return paired ? out.join(' ') : tsquery;
}

/** Where the phrase of plain lexemes starting at `start` ends, or `start` when none starts there. */
function phraseEnd(tokens: string[], start: number): number {
  if (!PLAIN_LEXEME.test(tokens[start]) || !BEFORE.has(tokens[start - 1])) return start;
  let end = start;
  while (DISTANCE.test(tokens[end + 1] ?? '') && PLAIN_LEXEME.test(tokens[end + 2] ?? '')) end += 2;
  return end > start && AFTER.has(tokens[end + 1]) ? end : start;
}
