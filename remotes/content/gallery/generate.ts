/**
 * Renders every image of the photography and art galleries and writes them, in three widths of
 * WebP, beside the gallery screens, with a TypeScript module that imports them. Run it after
 * changing a scene: `npm run gallery -w remotes/content` renders all of them, and
 * `npm run gallery -w remotes/content -- flow-field current` only those two. The output is committed, so building
 * the site needs neither this script nor sharp; webpack gives each file a content hash.
 */
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp, { type Sharp } from 'sharp';
import { CATALOGUE, type CatalogueEntry } from './catalogue.js';
import { render } from './render.js';

const OUTPUT = path.join(import.meta.dirname, '../src/features/gallery/images');
const MODULE = path.join(OUTPUT, 'manifest.ts');

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const hexByte = (n: number) => Math.round(n).toString(16).padStart(2, '0');

interface Written {
  entry: CatalogueEntry;
  height: number;
  colour: string;
}

async function averageColour(image: Sharp): Promise<string> {
  const { channels } = await image.stats();
  return `#${channels
    .slice(0, 3)
    .map((channel) => hexByte(channel.mean))
    .join('')}`;
}

const largest = (entry: CatalogueEntry) => entry.widths[entry.widths.length - 1];

/** An image rendered before, as it stands in the output folder. */
async function existingEntry(entry: CatalogueEntry): Promise<Written> {
  const colour = await averageColour(sharp(path.join(OUTPUT, `${entry.id}-${largest(entry)}.webp`)));
  return { entry, height: Math.round(largest(entry) * entry.aspect), colour };
}

async function writeEntry(entry: CatalogueEntry): Promise<Written> {
  const started = Date.now();
  const width = largest(entry);
  const raw = render(entry, width);
  const source = sharp(raw.bytes, { raw: { width: raw.width, height: raw.height, channels: 3 } });
  const full = await source.resize(width).png().toBuffer();
  const height = Math.round(width * entry.aspect);
  for (const encoded of entry.widths) {
    await sharp(full)
      .resize(encoded)
      .webp({ quality: 68, effort: 6, smartSubsample: true })
      .toFile(path.join(OUTPUT, `${entry.id}-${encoded}.webp`));
  }
  if (entry.og) {
    await sharp(full)
      .resize(1200, 630, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(OUTPUT, `${entry.id}-og.jpg`));
  }
  const colour = await averageColour(sharp(full));
  console.log(`${entry.id}: ${Date.now() - started} ms`);
  return { entry, height, colour };
}

function manifest(written: readonly Written[]): string {
  const imports: string[] = [];
  const entries: string[] = [];
  const og: string[] = [];
  for (const { entry, height, colour } of written) {
    const name = camel(entry.id);
    const files = entry.widths.map((width) => {
      imports.push(`import ${name}${width} from './${entry.id}-${width}.webp';`);
      return `{ width: ${width}, url: ${name}${width} }`;
    });
    entries.push(
      `'${entry.id}': { width: ${largest(entry)}, height: ${height}, colour: '${colour}', files: [${files.join(', ')}] },`,
    );
    if (entry.og) {
      imports.push(`import ${name}Og from './${entry.id}-og.jpg';`);
      og.push(`${entry.og}: ${name}Og,`);
    }
  }
  return [
    '// Written by gallery/generate.ts (npm run gallery -w remotes/content): change the scenes there, not this file.',
    "import type { GalleryImage } from '../gallery-image';",
    ...imports,
    '',
    `export const IMAGES = {\n${entries.join('\n')}\n} as const satisfies Record<string, GalleryImage>;`,
    '',
    'export type GalleryImageId = keyof typeof IMAGES;',
    '',
    "/** Each gallery's link-preview picture, 1200×630 JPEG. */",
    `export const OG_IMAGES = {\n${og.join('\n')}\n} as const;`,
    '',
  ].join('\n');
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((id) => !CATALOGUE.some((entry) => entry.id === id));
  if (unknown.length) throw new Error(`Not in the catalogue: ${unknown.join(', ')}`);
  const chosen = (entry: CatalogueEntry) => only.length === 0 || only.includes(entry.id);
  for (const file of await readdir(OUTPUT)) {
    const owner = CATALOGUE.find((entry) => file.startsWith(`${entry.id}-`));
    // A full run also removes the files of images no longer in the catalogue.
    if (/\.(webp|jpg)$/.test(file) && (owner ? chosen(owner) : only.length === 0)) await rm(path.join(OUTPUT, file));
  }
  const written: Written[] = [];
  for (const entry of CATALOGUE) written.push(await (chosen(entry) ? writeEntry(entry) : existingEntry(entry)));
  const text = manifest(written);
  const options = await resolveConfig(MODULE);
  await writeFile(MODULE, await format(text, { ...options, filepath: MODULE }));
  let total = 0;
  for (const file of await readdir(OUTPUT)) {
    if (/\.(webp|jpg)$/.test(file)) total += (await stat(path.join(OUTPUT, file))).size;
  }
  console.log(`${written.length} images, ${(total / 1024).toFixed(0)} KB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
