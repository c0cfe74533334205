import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({ name: 'shell', kind: 'host', dir: import.meta.dirname, port: 3000 });
