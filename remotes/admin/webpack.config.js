import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({
  name: 'admin',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3105,
});
