import { PageMeta, useNotFoundStatus } from '@site/shell-api';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusMessage } from './StatusMessage';

interface NotFoundProps {
  /** What the address should have named, in sentence case: 'Essay', 'Journal entry'. */
  what: string;
  /** What to say and where to go instead. */
  children: ReactNode;
}

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** An address that names nothing: drawn on the server, the page answers 404, and it is kept out of search engines. */
export function NotFound({ what, children }: NotFoundProps) {
  const { pathname } = useLocation();
  useNotFoundStatus();
  return (
    <StatusMessage title={`${titleCase(what)} Not Found`}>
      <PageMeta
        title={`${what} not found`}
        description={`There is no ${what.toLowerCase()} at this address. It may have been renamed or removed.`}
        path={pathname}
        noIndex
      />
      {children}
    </StatusMessage>
  );
}
