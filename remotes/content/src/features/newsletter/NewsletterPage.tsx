import { PAGE_HEADS, pathTo } from '@site/contracts';
import { StaticPage } from '../pages/StaticPage';
import { IssueArchive } from './IssueArchive';
import { SignUpForm } from './SignUpForm';
import './newsletter.css';

export default function NewsletterPage() {
  return (
    <StaticPage {...PAGE_HEADS.newsletter} path={pathTo('newsletter')}>
      <p>
        Once a month or so I send a letter to readers who would rather not keep checking the site. Each issue has the
        new essay with a few words on how it came about, the journal notes worth keeping, one problem to turn over on a
        walk (its solution comes in the next issue), and what I have been reading and whether it was worth it.
      </p>
      <p>
        Signing up takes two steps: you enter your address here, and then press the button behind the link that arrives
        by mail. Nothing is sent until you do, so nobody can sign you up by typing your address. Your address is used
        for the newsletter and nothing else, and every issue ends with a link that unsubscribes you in one click.
      </p>
      <SignUpForm />
      <h2>Past issues</h2>
      <IssueArchive />
    </StaticPage>
  );
}
