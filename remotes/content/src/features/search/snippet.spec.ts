import { decodeEntities, snippetParts } from './snippet';

test('splits on the marks into plain and marked parts', () => {
  expect(snippetParts('The <mark>time</mark> of physics and the <MARK>time</MARK> we live')).toEqual([
    { text: 'The ', marked: false },
    { text: 'time', marked: true },
    { text: ' of physics and the ', marked: false },
    { text: 'time', marked: true },
    { text: ' we live', marked: false },
  ]);
});

test('escaped markup comes back as text, never as tags', () => {
  expect(snippetParts('&lt;script&gt;alert(1)&lt;/script&gt; <mark>a &amp; b</mark>')).toEqual([
    { text: '<script>alert(1)</script> ', marked: false },
    { text: 'a & b', marked: true },
  ]);
});

test.each([
  ['&quot;Q&quot; &#39;s&#39; &apos;', "\"Q\" 's' '"],
  ['G&#xF6;del &#246;', 'Gödel ö'],
  ['&#128512;', '😀'],
  ['&#0; &#xD800; &#x110000;', '\ufffd \ufffd \ufffd'],
  ['&copy; &unknown; & alone', '&copy; &unknown; & alone'],
])('decodes %j', (html, text) => {
  expect(decodeEntities(html)).toBe(text);
});

test('an empty snippet has no parts', () => {
  expect(snippetParts('')).toEqual([]);
});
