import type { CSSProperties } from 'react';
import { classNames } from './class-names';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder block with the size of the content to come, so nothing shifts when it arrives. */
export function Skeleton({ width, height, className }: SkeletonProps) {
  return <span aria-hidden="true" className={classNames('ui-skeleton', className)} style={{ width, height }} />;
}
