import { markMatches } from './mark-matches';

function body(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

test('wraps every hit in a numbered mark and names the section it is in', () => {
  const root = body('<p>Before any heading, time.</p><h2 id="a">Clocks</h2><p>Time and <em>time</em> again.</p>');
  const hits = markMatches(root, 'time');
  expect(hits.map((hit) => [hit.match, hit.where])).toEqual([
    ['time', null],
    ['Time', 'Clocks'],
    ['time', 'Clocks'],
  ]);
  expect([...root.querySelectorAll('mark')].map((mark) => [mark.dataset.hit, mark.textContent])).toEqual([
    ['0', 'time'],
    ['1', 'Time'],
    ['2', 'time'],
  ]);
  expect(root.querySelector('em')?.innerHTML).toBe('<mark class="library-markdown__hit" data-hit="2">time</mark>');
});

test('a hit across elements gets one mark per element, with the same number', () => {
  const root = body('<p>a fixed <strong>point</strong> theorem</p>');
  const [hit] = markMatches(root, 'fixed point theorem');
  expect(hit.match).toBe('fixed point theorem');
  expect([...root.querySelectorAll('mark[data-hit="0"]')].map((mark) => mark.textContent)).toEqual([
    'fixed ',
    'point',
    ' theorem',
  ]);
  expect(root.textContent).toBe('a fixed point theorem');
});

test('two hits in one text node are both wrapped', () => {
  const root = body('<p>one two one</p>');
  expect(markMatches(root, 'one')).toHaveLength(2);
  expect(root.querySelector('p')?.innerHTML).toBe(
    '<mark class="library-markdown__hit" data-hit="0">one</mark> two <mark class="library-markdown__hit" data-hit="1">one</mark>',
  );
});
