// Standalone development (`npm run dev -w remotes/learn`); in the site the shell hosts the remote.
import '@site/ui/styles.css';
import { mountStandalone } from '@site/shell-api/standalone';
import App from './exposes/App';
import MyLearning from './exposes/MyLearning';
import QuizTeaser from './exposes/QuizTeaser';

mountStandalone({
  app: <App />,
  home: (
    <>
      <QuizTeaser limit={3} />
      <MyLearning />
    </>
  ),
});
