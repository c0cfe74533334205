import { Link } from 'react-router-dom';
import { SITE_NAME } from '../../app/site';

/** The site mark: an open book under a rising sun. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="12" r="6" fill="#e9b872" />
      <path d="M3 17q6.5-3 13 1 6.5-4 13-1v10q-6.5-3-13 1-6.5-4-13-1z" fill="currentColor" />
      <path d="M16 18v10" stroke="var(--color-bg)" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${SITE_NAME}, home`}>
      <LogoMark />
      <span className="logo__name" aria-hidden="true">
        {SITE_NAME}
      </span>
    </Link>
  );
}
