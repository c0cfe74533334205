export interface LibrarySection {
  title: string;
  description: string;
}

/** The shelves the library is being built with; each gets its own page when its catalogue is ready. */
export const LIBRARY_SECTIONS: LibrarySection[] = [
  {
    title: 'Books',
    description: 'Books that shaped the essays here, with notes on why each one matters.',
  },
  {
    title: 'Academic',
    description: 'Papers and lecture notes in philosophy, mathematics and the sciences.',
  },
  {
    title: 'Audio',
    description: 'Recorded talks, readings and conversations.',
  },
];
