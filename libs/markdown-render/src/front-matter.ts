import matter from 'gray-matter';

const refuse = () => {
  throw new Error('front matter written in JavaScript or CoffeeScript is not read');
};

/**
 * gray-matter runs front matter written as `---js` (or CoffeeScript) through eval: a file of an archive, an import
 * or a seed folder is data, never code the service runs. YAML (the default) and JSON stay.
 */
const DATA_ONLY = { engines: { javascript: refuse, js: refuse, coffee: refuse, coffeescript: refuse, cson: refuse } };

/** A Markdown file's front matter and body; throws for front matter in a language of code. */
export const readFrontMatter = (text: string): matter.GrayMatterFile<string> => matter(text, DATA_ONLY);

/** Markdown with its data as YAML front matter: what `readFrontMatter` reads back. */
export const writeFrontMatter = (body: string, data: Record<string, unknown>): string => matter.stringify(body, data);
