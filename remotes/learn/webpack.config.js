import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({
  name: 'learn',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3102,
});
