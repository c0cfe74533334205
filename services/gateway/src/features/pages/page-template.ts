import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface Template {
  text: string;
  /** Changes whenever the file does, so pages composed from an older build are composed again. */
  version: string;
}

/** The shell's built `index.html`, read again only when the build replaced it. */
export class PageTemplate {
  private cached: Template | null = null;

  constructor(private readonly shellDir: string) {}

  async read(): Promise<Template> {
    const file = path.join(this.shellDir, 'index.html');
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    if (this.cached?.version !== version) this.cached = { text: await readFile(file, 'utf8'), version };
    return this.cached;
  }
}
