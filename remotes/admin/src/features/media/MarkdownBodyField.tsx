import type { MediaImage } from '@site/contracts';
import { Button, TextAreaField, type TextAreaFieldProps } from '@site/ui';
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { imageFileOf } from './image-file';
import { InsertImageDialog } from './InsertImageDialog';
import { insertAsParagraph, type Inserted } from './insert-markdown';
import './media.css';

interface MarkdownBodyFieldProps extends Omit<
  TextAreaFieldProps,
  'ref' | 'value' | 'onChange' | 'onFocus' | 'onPaste' | 'onDragOver' | 'onDrop'
> {
  value: string;
  /** The editor's own update, given the whole new text as if it had been typed. */
  onChange: (text: string) => void;
}

/**
 * An editor's Markdown body, into which images of the media library are inserted: chosen with "Insert image", or
 * pasted or dropped as a file, which opens the same dialog to give it its alt text first.
 */
export function MarkdownBodyField({ value, onChange, hint, ...props }: MarkdownBodyFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Until the author has been in the text, its cursor says nothing: an image then goes at the end.
  const visited = useRef(false);
  // Open (with the file pasted or dropped, if any) or closed.
  const [dialog, setDialog] = useState<{ file: File | null } | null>(null);
  const placed = useRef<Inserted | null>(null);

  // The cursor goes after the image once the editor has drawn the new text (which puts it at the end).
  useLayoutEffect(() => {
    const area = textarea.current;
    const wanted = placed.current;
    if (!area || !wanted || area.value !== wanted.text) return;
    placed.current = null;
    area.focus();
    area.setSelectionRange(wanted.cursor, wanted.cursor);
  }, [value]);

  const insert = (image: MediaImage) => {
    const area = textarea.current;
    const [start, end] =
      area && visited.current ? [area.selectionStart, area.selectionEnd] : [value.length, value.length];
    const inserted = insertAsParagraph(value, start, end, image.markdown);
    placed.current = inserted;
    onChange(inserted.text);
    setDialog(null);
  };

  const openWithFile = (event: ClipboardEvent | DragEvent, data: DataTransfer | null) => {
    const file = imageFileOf(data);
    if (!file) return;
    event.preventDefault();
    setDialog({ file });
  };

  return (
    <div className="admin-markdown-body">
      <TextAreaField
        {...props}
        ref={textarea}
        hint={hint ?? 'Paste or drop an image to insert it.'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => (visited.current = true)}
        onPaste={(event) => openWithFile(event, event.clipboardData)}
        // Without this the browser would open a dropped file in place of the page.
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => openWithFile(event, event.dataTransfer)}
      />
      <div className="admin-markdown-body__tools">
        <Button variant="secondary" size="sm" onClick={() => setDialog({ file: null })}>
          Insert image
        </Button>
      </div>
      {dialog ? <InsertImageDialog file={dialog.file} onChoose={insert} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
