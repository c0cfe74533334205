/** A file of the archive that cannot be imported: the import answers 400 naming it, and changes nothing. */
export class ArchiveFileProblem extends Error {}
