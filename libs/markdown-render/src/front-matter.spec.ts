import { readFrontMatter } from './front-matter.js';

describe('readFrontMatter', () => {
  it('reads YAML and JSON front matter and the body after it', () => {
    expect(readFrontMatter('---\ntitle: On doubt\ntags: [a, b]\n---\nBody.')).toMatchObject({
      data: { title: 'On doubt', tags: ['a', 'b'] },
      content: 'Body.',
    });
    expect(readFrontMatter('---json\n{ "title": "J" }\n---\nText').data).toEqual({ title: 'J' });
  });

  it('never runs front matter written as code', () => {
    const globals = globalThis as { ranFrontMatter?: boolean };
    for (const language of ['js', 'javascript', 'coffee']) {
      expect(() =>
        readFrontMatter(`---${language}\n(globalThis.ranFrontMatter = true, { title: 'x' })\n---\nBody`),
      ).toThrow('front matter written in JavaScript or CoffeeScript is not read');
    }
    expect(globals.ranFrontMatter).toBeUndefined();
  });
});
