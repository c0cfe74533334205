import type { ReactNode } from 'react';
import { AnimatePresence, m } from 'framer-motion';

// SPEC §2: pages fade and slide, 0.4 s in and 0.2 s out.
const ENTER_SECONDS = 0.4;
const EXIT_SECONDS = 0.2;

interface PageTransitionProps {
  /** Changes when the page changes; the old page leaves before the new one enters. */
  pageKey: string;
  /** Must render from a fixed location (see FrozenLocation), so the leaving page keeps its content. */
  children: ReactNode;
}

export function PageTransition({ pageKey, children }: PageTransitionProps) {
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={pageKey}
        className="page-transition"
        initial={{ opacity: 0, y: 12 }}
        animate={{ opacity: 1, y: 0, transition: { duration: ENTER_SECONDS, ease: 'easeOut' } }}
        exit={{ opacity: 0, y: -12, transition: { duration: EXIT_SECONDS, ease: 'easeIn' } }}
      >
        {children}
      </m.div>
    </AnimatePresence>
  );
}
