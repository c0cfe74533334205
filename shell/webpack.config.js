import { createWebpackConfig } from '@site/build';
import { BOOT_MARK_ATTRIBUTE, BOOT_SCRIPT } from '@site/contracts';

export default createWebpackConfig({
  name: 'shell',
  kind: 'host',
  dir: import.meta.dirname,
  port: 3000,
  frame: './src/first-html/render-frame.tsx',
  pages: './src/first-html/pages.tsx',
  boot: { script: BOOT_SCRIPT, markAttribute: BOOT_MARK_ATTRIBUTE },
});
