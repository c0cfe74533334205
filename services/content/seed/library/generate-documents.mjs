// Writes the library's document files from their sources in documents/*.md, at authoring time (the output is
// committed, so a fresh install needs nothing but npm): `node seed/library/generate-documents.mjs` from services/content.
// PDFs are typeset with pdfkit, with real text (so readers can search them) and bookmarks from the headings; markdown
// documents are copied as their download. Each file is named with a hash of its bytes, so the media route may tell
// browsers to cache it for good, and documents/files.json records the names, page counts and PDF outlines.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import PDFDocument from 'pdfkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = path.join(here, 'documents');
const PAPERS = path.join(here, 'academic');
const OUTPUT = path.resolve(here, '..', '..', 'media', 'documents');
const MANIFEST = path.join(SOURCES, 'files.json');
const AUTHOR = 'Iris Calloway';

/** Splits a body into headings (`#`, `##`, `###`) and paragraphs (blank-line separated). */
function blocks(body) {
  return body
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const heading = /^(#{1,3}) (.+)$/.exec(text);
      return heading
        ? { level: heading[1].length, text: heading[2] }
        : { level: 0, text: text.replace(/\s*\n\s*/g, ' ') };
    });
}

/** A PDF of the body: each top-level heading opens a page; every heading becomes a bookmark. */
function typeset(title, description, addedAt, body) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 72, bottom: 72, left: 72, right: 72 },
      // A fixed date keeps the bytes, and so the file name, the same from run to run.
      info: {
        Title: title,
        Author: AUTHOR,
        Subject: description,
        CreationDate: new Date(addedAt),
        ModDate: new Date(addedAt),
      },
      displayTitle: true,
      lang: 'en-GB',
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('error', reject);
    let page = 1;
    doc.on('pageAdded', () => (page += 1));
    const outline = [];
    const parents = [doc.outline];

    doc.font('Helvetica-Bold').fontSize(22).text(title, { align: 'left' });
    doc.moveDown(0.3).font('Helvetica-Oblique').fontSize(11).fillColor('#333333').text(AUTHOR);
    doc.moveDown(1.2).fillColor('#000000');
    let first = true;
    for (const block of blocks(body)) {
      if (block.level === 0) {
        doc.font('Times-Roman').fontSize(11.5).text(block.text, { align: 'justify', lineGap: 2.5 }).moveDown(0.7);
        continue;
      }
      if (block.level === 1 && !first) doc.addPage();
      first = false;
      const sizes = { 1: 16, 2: 13, 3: 12 };
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(sizes[block.level]).text(block.text).moveDown(0.4);
      const parent = parents[Math.min(block.level - 1, parents.length - 1)];
      parents[block.level] = parent.addItem(block.text);
      parents.length = block.level + 1;
      outline.push({ title: block.text, level: block.level, target: String(page) });
    }
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pageCount: page, outline }));
    doc.end();
  });
}

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

/** The titles of the papers whose full text is a document, by document name: such a document carries no title. */
async function paperTitles() {
  const titles = new Map();
  for (const fileName of (await readdir(PAPERS)).filter((name) => name.endsWith('.md'))) {
    const { data } = matter(await readFile(path.join(PAPERS, fileName), 'utf8'));
    if (data.document) titles.set(String(data.document), String(data.title));
  }
  return titles;
}

async function main() {
  const names = (await readdir(SOURCES)).filter((name) => name.endsWith('.md')).sort();
  const existing = await readdir(OUTPUT).catch(() => []);
  const titles = await paperTitles();
  const manifest = {};
  for (const fileName of names) {
    const name = fileName.replace(/\.md$/, '');
    const { data, content } = matter(await readFile(path.join(SOURCES, fileName), 'utf8'));
    const body = content.trim();
    const title = titles.get(name) ?? String(data.title);
    let bytes;
    let entry;
    if (data.format === 'pdf') {
      const typeset_ = await typeset(title, String(data.description), data.addedAt, body);
      bytes = typeset_.bytes;
      entry = { pageCount: typeset_.pageCount, outline: typeset_.outline };
    } else if (data.format === 'markdown') {
      bytes = Buffer.from(`# ${title}\n\n${body}\n`, 'utf8');
      entry = {};
    } else {
      throw new Error(`${fileName}: format must be pdf or markdown`);
    }
    const extension = data.format === 'pdf' ? 'pdf' : 'md';
    const file = `${name}.${hashOf(bytes)}.${extension}`;
    await writeFile(path.join(OUTPUT, file), bytes);
    // Older versions of this document go; other kinds' files are left alone.
    for (const old of existing.filter((other) => other.startsWith(`${name}.`) && other !== file)) {
      await rm(path.join(OUTPUT, old));
    }
    manifest[name] = { file, ...entry };
    console.log(`${file} (${bytes.length} bytes${entry.pageCount ? `, ${entry.pageCount} pages` : ''})`);
  }
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
