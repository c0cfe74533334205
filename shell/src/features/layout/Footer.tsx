import { Link } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { VisuallyHidden } from '@site/ui';
import { CONTACT_EMAIL, SITE_NAME, SOCIAL_LINKS, TRANSMISSION_ARTICLE } from '../../app/site';
import { GitHubIcon, MailIcon, MastodonIcon, YouTubeIcon } from './icons';
import './footer.css';

const SOCIAL_ICONS = { Mastodon: MastodonIcon, GitHub: GitHubIcon, YouTube: YouTubeIcon };

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ul className="site-footer__social" aria-label="Social links">
          {SOCIAL_LINKS.map(({ name, href }) => {
            const SocialIcon = SOCIAL_ICONS[name];
            return (
              <li key={name}>
                <a href={href} className="icon-button" aria-label={name} rel="me noopener" target="_blank">
                  <SocialIcon />
                </a>
              </li>
            );
          })}
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`} className="icon-button" aria-label={`Email ${CONTACT_EMAIL}`}>
              <MailIcon />
            </a>
          </li>
        </ul>
        <p className="site-footer__reading">
          Further reading:{' '}
          <a href={TRANSMISSION_ARTICLE.href} target="_blank" rel="noopener noreferrer">
            {TRANSMISSION_ARTICLE.title}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </p>
        <nav aria-label="Footer" className="site-footer__nav">
          <Link to={pathTo('privacy')}>Privacy</Link>
          {/* A file the gateway serves, not an app route: a full page load. */}
          <a href="/sitemap.xml">Sitemap</a>
        </nav>
        <p className="site-footer__copyright">
          © {year} {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}
