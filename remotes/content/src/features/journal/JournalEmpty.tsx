import { StatusMessage } from '../../shared/StatusMessage';

const FRONT_MATTER_EXAMPLE = `---
title: A morning with fog
date: 2026-09-02
---
Write the entry here, in markdown.`;

/** The journal is a folder of markdown files, so an empty one explains how to add to it. */
export function JournalEmpty() {
  return (
    <StatusMessage title="No Journal Entries Found">
      <p>
        To add an entry, create a markdown file in the journal directory, starting with front matter that gives its
        title and date:
      </p>
      <pre className="content-journal__example">
        <code>{FRONT_MATTER_EXAMPLE}</code>
      </pre>
    </StatusMessage>
  );
}
