import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({
  name: 'games',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3103,
});
