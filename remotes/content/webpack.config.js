import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({
  name: 'content',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3101,
  pages: './src/prerender/pages.tsx',
  exposes: {
    './App': './src/exposes/App.tsx',
    './RecentEssays': './src/exposes/RecentEssays.tsx',
    './RecentJournal': './src/exposes/RecentJournal.tsx',
  },
});
