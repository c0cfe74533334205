export interface LibrarySection {
  path: string;
  title: string;
  description: string;
}

export const LIBRARY_SECTIONS: LibrarySection[] = [
  {
    path: '/library/books',
    title: 'Books',
    description: 'Books that shaped the essays here, with notes on why each one matters.',
  },
  {
    path: '/library/academic',
    title: 'Academic',
    description: 'Papers and lecture notes in philosophy, mathematics and the sciences.',
  },
  {
    path: '/library/audio',
    title: 'Audio',
    description: 'Recorded talks, readings and conversations.',
  },
];
