import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({ name: 'content', kind: 'remote', dir: import.meta.dirname, port: 3101 });
