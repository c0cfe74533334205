import { PAPER_SLUG_MAX, PAPER_SLUG_PATTERN, RECORDING_SLUG_MAX, RECORDING_SLUG_PATTERN } from '@site/contracts';
import { ApiIdOrSlug, idOrSlugPipe, type IdOrSlug } from '@site/service-kit';

/** A paper or recording named in the path: its numeric id, or its slug (as the podcast's admin API takes either). */
export type ItemRef = IdOrSlug;

export const paperRefPipe = idOrSlugPipe('paper', PAPER_SLUG_PATTERN, PAPER_SLUG_MAX);
export const recordingRefPipe = idOrSlugPipe('recording', RECORDING_SLUG_PATTERN, RECORDING_SLUG_MAX);

/** The `:id` of every paper or recording route, as the OpenAPI document describes it. */
export const ApiItemRef = (noun: 'paper' | 'recording') => ApiIdOrSlug(noun, '7');

export const NO_PAPER = 'No paper has this id or slug.';
export const NO_RECORDING = 'No recording has this id or slug.';
