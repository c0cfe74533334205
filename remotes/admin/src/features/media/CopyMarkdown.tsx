import type { MediaImage } from '@site/contracts';
import { toast } from '@site/shell-api';
import { Button } from '@site/ui';

/** Puts the image's Markdown on the clipboard, to paste into any editor. */
export function CopyMarkdown({ image }: { image: MediaImage }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(image.markdown);
      toast({ title: 'Markdown copied', description: image.markdown });
    } catch {
      // The clipboard is refused outside a secure page or without the browser's leave; the text can still be typed.
      toast({ title: 'Not copied', description: `Copy it by hand: ${image.markdown}`, variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      Copy Markdown
    </Button>
  );
}
