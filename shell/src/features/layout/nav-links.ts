export interface NavItem {
  label: string;
  to: string;
}

export const LIBRARY_LINKS: NavItem[] = [
  { label: 'Library', to: '/library' },
  { label: 'Books', to: '/library/books' },
  { label: 'Academic', to: '/library/academic' },
  { label: 'Audio', to: '/library/audio' },
];

export const LEARN_LINKS: NavItem[] = [
  { label: 'Courses', to: '/courses' },
  { label: 'Quizzes', to: '/quizzes' },
  { label: 'Games', to: '/games' },
  { label: 'Game of Life', to: '/game-of-life' },
];

/** The side menu's Navigation section (SPEC §2 Layout). */
export const SIDE_MENU_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Essays', to: '/essays' },
  { label: 'Journal', to: '/journal' },
  { label: 'Library', to: '/library' },
  { label: 'Courses', to: '/courses' },
  { label: 'Quizzes', to: '/quizzes' },
  { label: 'Games', to: '/games' },
  { label: 'Podcast', to: '/podcast' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Newsletter', to: '/newsletter' },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Profile', to: '/profile' },
  { label: 'Bookmarks', to: '/bookmarks' },
  { label: 'Settings', to: '/settings' },
];

export function topicPath(name: string): string {
  return `/topic/${encodeURIComponent(name)}`;
}
