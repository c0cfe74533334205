import { CONTACT_EMAIL, PAGE_HEADS, pathTo } from '@site/contracts';
import { StaticPage } from '../pages/StaticPage';
import { ContactForm } from './ContactForm';
import './contact.css';

export default function ContactPage() {
  return (
    <StaticPage {...PAGE_HEADS.contact} path={pathTo('contact')}>
      <p>
        Write to me about an essay you disagree with, a mistake you have found, a question a course or quiz left open, a
        book you think I should read, or a talk or reading group you would like to arrange. Disagreement is as welcome
        as agreement, and usually more useful.
      </p>
      <p>
        I read every message myself and reply within a week, often sooner. Corrections come first: where an essay is
        wrong, it is fixed and the fix is noted on the page. I do not take on advertising, guest posts or link
        exchanges, so messages about those will go unanswered.
      </p>
      <p>
        If you would rather use your own mail program, the address is{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. What you send is used for the reply and nothing else.
      </p>
      <ContactForm />
    </StaticPage>
  );
}
