// Standalone development (`npm run dev -w remotes/content`); in the site the shell hosts the remote.
import '@site/ui/styles.css';
import { mountStandalone } from '@site/shell-api/standalone';
import App from './exposes/App';
import RecentEssays from './exposes/RecentEssays';
import RecentJournal from './exposes/RecentJournal';

mountStandalone({
  app: <App />,
  home: (
    <>
      <h2>Recent essays</h2>
      <RecentEssays limit={10} />
      <h2>Recent journal entries</h2>
      <RecentJournal limit={3} />
    </>
  ),
});
