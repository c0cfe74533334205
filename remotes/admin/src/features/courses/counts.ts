const readers = (n: number) => `${n} ${n === 1 ? 'reader' : 'readers'}`;

/** "3 readers completed": how many marked a lesson done. */
export const completedText = (n: number) => `${readers(n)} completed`;

/** "1 reader enrolled". */
export const enrolledText = (n: number) => `${readers(n)} enrolled`;

/** "3 of 4 published": a course's lessons that readers can open. */
export const publishedLessonsText = (published: number, all: number) =>
  all === 0 ? 'No lessons yet' : `${published} of ${all} published`;
