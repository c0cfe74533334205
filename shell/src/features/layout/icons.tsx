import type { ReactNode } from 'react';

// Hand-drawn 24x24 line icons: a few hundred bytes instead of an icon library. All are decorative;
// the control that holds one carries the accessible name.
function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);

export const EssayIcon = () => (
  <Icon>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 13h7M9 17h5" />
  </Icon>
);

export const LibraryIcon = () => (
  <Icon>
    <path d="M4 4h3v16H4zM9 4h3v16H9z" />
    <path d="M14 5.2l2.9-.8 3.9 14.6-2.9.8z" />
  </Icon>
);

export const LearnIcon = () => (
  <Icon>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6" />
  </Icon>
);

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon size={20}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

export const SignUpIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon size={16}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ArrowLeftIcon = () => (
  <Icon size={18}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon size={18}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const MastodonIcon = () => (
  <Icon>
    <path d="M5 4h14a2 2 0 012 2v8a2 2 0 01-2 2h-8l-5 4v-4H5a2 2 0 01-2-2V6a2 2 0 012-2z" />
    <path d="M8 13v-3a1.5 1.5 0 013 0v3M11 10a1.5 1.5 0 013 0v3M14 10a1.5 1.5 0 013 0v3" />
  </Icon>
);

export const GitHubIcon = () => (
  <Icon>
    <circle cx="6" cy="5" r="2" />
    <circle cx="6" cy="19" r="2" />
    <circle cx="18" cy="7" r="2" />
    <path d="M6 7v10M18 9c0 4-4 4-8 6l-2.5 2" />
  </Icon>
);

export const YouTubeIcon = () => (
  <Icon>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9l5 3-5 3z" fill="currentColor" />
  </Icon>
);
