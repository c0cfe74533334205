import { createWebpackConfig } from '@site/build';

export default createWebpackConfig({
  name: 'learn',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3102,
  exposes: {
    './App': './src/exposes/App.tsx',
    './QuizTeaser': './src/exposes/QuizTeaser.tsx',
    './MyLearning': './src/exposes/MyLearning.tsx',
  },
});
