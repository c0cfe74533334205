import { BlogFileProblem, type BlogExport } from './blog-post.js';
import { readZip } from './blog-zip.js';
import { ghostData, readGhostExport } from './ghost-export.js';
import { isMarkdownFile, readMarkdownZip } from './markdown-files.js';
import { readWordPressExport, wordpressChannel } from './wordpress-export.js';

/** `PK\x03\x04` starts a zip's first entry; `PK\x05\x06` an empty zip's directory. */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && [3, 5].includes(bytes[2]) && [4, 6].includes(bytes[3]);

const UNKNOWN = 'The file is neither a Ghost export (.json), a WordPress export (.xml) nor a zip of Markdown files.';

function text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

function ghostExport(json: string): BlogExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new BlogFileProblem(`The JSON could not be read: ${(error as Error).message}`);
  }
  const data = ghostData(parsed);
  if (!data) throw new BlogFileProblem('The JSON is not a Ghost export: it has no posts under db[0].data.');
  return readGhostExport(data);
}

function wordpressExport(xml: string): BlogExport {
  const channel = wordpressChannel(xml);
  if (!channel) throw new BlogFileProblem('The XML is not a WordPress export (WXR): it has no wp: elements.');
  return readWordPressExport(channel);
}

/**
 * The export in a file, its format told from the content, never from the name: a zip of Markdown files, a
 * Ghost export (JSON) or a WordPress export (WXR). A file that is none of them is refused, saying what it is not.
 */
export function readBlogFile(bytes: Uint8Array, fileName = ''): BlogExport {
  if (isZip(bytes)) return readMarkdownZip(readZip(bytes, isMarkdownFile));
  const content = text(bytes)?.trimStart();
  if (content?.startsWith('{')) return ghostExport(content);
  if (content?.startsWith('<')) return wordpressExport(content);
  if (/\.zip$/i.test(fileName)) throw new BlogFileProblem(`“${fileName}” is named like a zip archive but is not one.`);
  throw new BlogFileProblem(UNKNOWN);
}
