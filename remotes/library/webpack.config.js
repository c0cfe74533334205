import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({
  name: 'library',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3104,
});
