import { EPISODE_SLUG_MAX, EPISODE_SLUG_PATTERN } from '@site/contracts';
import { ApiIdOrSlug, idOrSlugPipe, type IdOrSlug } from '@site/service-kit';

/** An episode named in the path: its numeric id, or its slug (as the essays' admin API takes either). */
export type EpisodeRef = IdOrSlug;

export const episodeRefPipe = idOrSlugPipe('episode', EPISODE_SLUG_PATTERN, EPISODE_SLUG_MAX);

/** The `:id` of every episode route, as the OpenAPI document describes it. */
export const ApiEpisodeRef = () => ApiIdOrSlug('episode', '7');

export const NO_EPISODE = 'No episode has this id or slug.';
