// Standalone development (`npm run dev -w remotes/games`); in the site the shell hosts the remote.
import '@site/ui/styles.css';
import { mountStandalone } from '@site/shell-api/standalone';
import App from './exposes/App';
import GameTeaser from './exposes/GameTeaser';

mountStandalone({ app: <App />, home: <GameTeaser /> });
