import { useToast } from '@site/shell-api';
import { Button } from '@site/ui';

export interface EssayShareProps {
  title: string;
  description: string;
  /** The essay's canonical address, absolute. */
  url: string;
}

/**
 * Copy link, Mastodon and email. Mastodon has no single share address (every reader is on their own
 * instance), so the link goes to mastodonshare.com, which asks for the instance once and remembers it;
 * a form of our own would need the site to hold that choice and to allow posting to any origin.
 */
export function EssayShare({ title, description, url }: EssayShareProps) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The address of this essay is on your clipboard.' });
    } catch {
      // No clipboard (an older browser, a page outside HTTPS) or no permission: show the address instead.
      toast({ title: 'Copy this address', description: url, variant: 'warning', duration: 15_000 });
    }
  };
  const mastodon = `https://mastodonshare.com/?${new URLSearchParams({ text: title, url })}`;
  // encodeURIComponent, not URLSearchParams: mail programs read '+' as a plus sign, not a space.
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${description}\n\n${url}`)}`;
  return (
    <section className="content-essay__share" aria-labelledby="essay-share-heading">
      <h2 id="essay-share-heading">Share this essay</h2>
      <ul>
        <li>
          <Button size="sm" variant="secondary" onClick={copy}>
            Copy link
          </Button>
        </li>
        <li>
          <a href={mastodon} target="_blank" rel="noopener noreferrer">
            Share on Mastodon
          </a>
        </li>
        <li>
          <a href={mail}>Share by email</a>
        </li>
      </ul>
    </section>
  );
}
