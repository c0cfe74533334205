/** A passage's paragraphs: its text is plain, with a blank line between paragraphs. */
export const passageParagraphs = (text: string) => text.split(/\n\s*\n/).filter((part) => part.trim() !== '');
