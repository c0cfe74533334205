import { Button } from '@site/ui';

interface PublishButtonProps {
  published: boolean;
  /** Unsaved changes are saved before publishing. */
  unsaved: boolean;
  disabled: boolean;
  /** The id of the text saying why publishing would be refused, read out with the button. */
  describedBy?: string;
  onClick: () => void;
}

/** Publish, or take back to a draft: the same button for a course and a lesson. */
export function PublishButton({ published, unsaved, disabled, describedBy, onClick }: PublishButtonProps) {
  return (
    <Button variant="secondary" disabled={disabled} aria-describedby={describedBy} onClick={onClick}>
      {published ? 'Unpublish' : unsaved ? 'Save and publish' : 'Publish'}
    </Button>
  );
}
