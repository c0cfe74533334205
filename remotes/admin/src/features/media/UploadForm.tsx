import {
  MEDIA_ALT_MAX,
  MEDIA_ALT_REQUIRED_TEXT,
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_MIME_TYPES,
  type MediaImage,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { uploadImageMutation } from './api/upload-image';
import { imageFileProblem } from './image-file';
import { useObjectUrl } from './use-object-url';
import './media.css';

interface UploadFormProps {
  /** What the form is called: "Upload an image". */
  legend: string;
  submitLabel: string;
  /** A file pasted or dropped into an editor: chosen already, so only its alt text is asked for. */
  file?: File | null;
  onUploaded?: (image: MediaImage) => void;
}

type UploadErrors = { file?: string; alt?: string };

const MAX_MB = MEDIA_IMAGE_MAX_BYTES / 1024 / 1024;

/** A new image and its alt text, checked here so the author hears at once; the service judges it again. */
export function UploadForm({ legend, submitLabel, file: given = null, onUploaded }: UploadFormProps) {
  const [file, setFile] = useState<File | null>(given);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<UploadErrors>(() => ({ file: given ? imageFileProblem(given) : undefined }));
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const upload = useMutation(uploadImageMutation());

  // A passive effect, so it comes after a dialog around the form has opened and focused its first control.
  const altFirst = given !== null;
  useEffect(() => {
    if (altFirst) altInput.current?.focus();
  }, [altFirst]);

  const choose = (chosen: File) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, file: imageFileProblem(chosen) }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In a dialog the form is portalled out of the editor's form, but React still bubbles its submit there.
    event.stopPropagation();
    const found: UploadErrors = {
      file: file ? imageFileProblem(file) : 'Choose an image to upload.',
      alt: alt.trim() ? undefined : MEDIA_ALT_REQUIRED_TEXT,
    };
    setErrors(found);
    setProblem(null);
    if (found.alt) altInput.current?.focus();
    if (!file || found.file || found.alt) return;
    upload.mutate(
      { alt: alt.trim(), file },
      {
        onSuccess: (image) => {
          toast({ title: 'Image uploaded', description: image.originalName });
          setFile(null);
          setAlt('');
          if (fileInput.current) fileInput.current.value = '';
          onUploaded?.(image);
        },
        onError: (error) => setProblem(serverMessage(error)),
      },
    );
  };

  return (
    <form className="admin-media-upload" onSubmit={submit} noValidate>
      <fieldset className="admin-media-upload__fields">
        <legend>{legend}</legend>
        <TextField
          ref={fileInput}
          label="Image file"
          hint={`PNG, JPEG or WebP, at most ${MAX_MB} MB.`}
          type="file"
          accept={MEDIA_IMAGE_MIME_TYPES.join(',')}
          error={errors.file}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Leaving the file picker without a choice keeps what was chosen, a pasted file too.
            if (chosen) choose(chosen);
          }}
        />
        {file ? (
          <p className="admin-media-upload__chosen">
            {preview ? <img src={preview} alt="" /> : null}
            <span>Chosen: {file.name}</span>
          </p>
        ) : null}
        <TextField
          ref={altInput}
          label="Alt text"
          hint="What the image shows, read to those who cannot see it."
          value={alt}
          maxLength={MEDIA_ALT_MAX}
          required
          error={errors.alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : submitLabel}
          </Button>
        </div>
        <FormAlert message={problem} />
      </fieldset>
    </form>
  );
}
