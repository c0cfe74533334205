/** What DELETE /api/internal/account-data/:userId of the learn service removed (gateway only). */
export interface AccountDataDeleted {
  attempts: number;
  enrolments: number;
  lessonCompletions: number;
  gameResults: number;
}
