import { pathTo, type StaticRouteId } from '@site/contracts';

/** A nav link names a route of the table (one without parameters), so it cannot lead nowhere. */
export interface NavItem {
  label: string;
  route: StaticRouteId;
}

export const LEARN_LINKS: NavItem[] = [
  { label: 'Courses', route: 'courses' },
  { label: 'Quizzes', route: 'quizzes' },
  { label: 'Games', route: 'games' },
  { label: 'Game of Life', route: 'gameOfLife' },
  { label: 'Human or Machine?', route: 'aiTest' },
];

/** The header's Library menu: the overview first, then each shelf of the library and the podcast. */
export const LIBRARY_LINKS: NavItem[] = [
  { label: 'Library', route: 'library' },
  { label: 'Books', route: 'libraryBooks' },
  { label: 'Academic', route: 'libraryAcademic' },
  { label: 'Audio', route: 'libraryAudio' },
  { label: 'Podcast', route: 'podcast' },
];

/** The side menu's Navigation section. */
export const SIDE_MENU_LINKS: NavItem[] = [
  { label: 'Home', route: 'home' },
  { label: 'Essays', route: 'essays' },
  { label: 'Journal', route: 'journal' },
  { label: 'Library', route: 'library' },
  { label: 'Courses', route: 'courses' },
  { label: 'Quizzes', route: 'quizzes' },
  { label: 'Games', route: 'games' },
  { label: 'Photography', route: 'photography' },
  { label: 'Art Gallery', route: 'artGallery' },
  { label: 'About', route: 'about' },
  { label: 'Services', route: 'services' },
  { label: 'Contact', route: 'contact' },
  { label: 'Newsletter', route: 'newsletter' },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Dashboard', route: 'dashboard' },
  { label: 'Profile', route: 'profile' },
  { label: 'Bookmarks', route: 'bookmarks' },
  { label: 'Settings', route: 'settings' },
];

export function topicPath(name: string): string {
  return pathTo('topic', { name });
}
