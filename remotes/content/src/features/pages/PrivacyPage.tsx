import { PAGE_HEADS, pathTo } from '@site/contracts';
import { StaticPage } from './StaticPage';

export default function PrivacyPage() {
  return (
    <StaticPage {...PAGE_HEADS.privacy} path={pathTo('privacy')}>
      <p>This site keeps as little about you as it can, and sells nothing to anyone.</p>
      <h2>Visitors</h2>
      <p>
        Reading the site sets no cookie and loads no trackers, analytics or advertising. Games keep your best times in
        your own browser (local storage), where only you can see them.
      </p>
      <h2>Accounts</h2>
      <p>If you register, the site stores:</p>
      <ul>
        <li>your name, username and email address, and a picture link if you add one;</li>
        <li>your password, only as an argon2id hash that cannot be turned back into the password;</li>
        <li>the courses you enrol in, the lessons you complete, your quiz attempts and your best game results.</li>
      </ul>
      <p>
        Logging in sets one cookie, which holds only a random session identifier. It is HttpOnly, never readable by
        scripts, expires a week after your last visit, and is deleted when you log out. A login never lasts more than 30
        days.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of what the site holds about you, or for your account and everything attached to it to be
        deleted, by email to the address at the foot of every page.
      </p>
    </StaticPage>
  );
}
