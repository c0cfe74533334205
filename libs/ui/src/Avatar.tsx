import { useState } from 'react';
import { classNames } from './class-names';
import { initials } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { sm: 28, md: 40, lg: 64, xl: 112 };

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Set when a neighbouring label already names the person, so it is not read twice. */
  decorative?: boolean;
  className?: string;
}

/** The person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span className={classNames('ui-avatar', `ui-avatar--${size}`, className)} {...a11y}>
      {showImage ? (
        <img
          className="ui-avatar__image"
          src={src ?? undefined}
          alt=""
          width={PIXELS[size]}
          height={PIXELS[size]}
          loading="lazy"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initials(name) || '?'}</span>
      )}
    </span>
  );
}
