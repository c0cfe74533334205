/** POST /api/essays/:slugOrId/views: the essay's view count once this read is counted (or found not to count). */
export interface EssayViewCount {
  viewCount: number;
}
