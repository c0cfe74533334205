import { CONTACT_EMAIL, PAGE_HEADS, pathTo } from '@site/contracts';
import { StaticPage } from '../pages/StaticPage';
import { mailtoAuthor } from './mailto-author';
import { ServiceSection } from './ServiceSection';
import { SERVICES } from './services';
import './services.css';

export default function ServicesPage() {
  return (
    <StaticPage {...PAGE_HEADS.services} path={pathTo('services')}>
      <p>
        Alongside the essays I take on a small amount of work with people and groups who care about the same questions.
        All of it is done by me, in person or by video call, at a pace that leaves time for the writing. If you are not
        sure whether something fits, ask: the worst answer is a kind no, usually with the name of someone better suited.
      </p>
      {SERVICES.map((service) => (
        <ServiceSection key={service.title} service={service} askHref={mailtoAuthor(service.title)} />
      ))}
      <h2>How to ask</h2>
      <p>
        Write to <a href={mailtoAuthor('A question about your services')}>{CONTACT_EMAIL}</a> with what you have in
        mind, who it is for and roughly when. Every message gets an answer within a week, and nothing is arranged or
        charged until we have agreed on it in writing.
      </p>
    </StaticPage>
  );
}
