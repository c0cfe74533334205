// What remotes may use from the host. Shared as a federation singleton, so its stores are one per page.
export { serverMessage } from './session/server-message';
export type { LoginCredentials, RegistrationData } from './session/session-types';
export { useCurrentUser, type CurrentUser } from './session/use-current-user';
export { useLogin } from './session/use-login';
export { useLogout } from './session/use-logout';
export { useRegister } from './session/use-register';
export { useVerifyEmail } from './session/use-verify-email';
export { forgetSignedInUser } from './session/session-cache';
export { currentUserQuery, fetchCurrentUser, USER_QUERY_KEY } from './session/api/current-user';
export { toast, type ToastHandle } from './toast/toast';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
} from './toast/toast-constants';
export { dismissToast, toastStore, type ToastOptions, type ToastRecord, type ToastVariant } from './toast/toast-store';
export { useToast } from './toast/use-toast';
export { formatSince } from './topic-history/format-since';
export { topicHistoryStore, type HistoryEntry, type TopicHistoryState } from './topic-history/topic-history-store';
export { useTopicHistory } from './topic-history/use-topic-history';
export { OwnedRoutes, type RouteGateProps, type Screens } from './routes/OwnedRoutes';
export { PageStatusContext, useNotFoundStatus, type PageStatus } from './page-status/page-status';
export { PageMeta, type PageImage, type PageMetaProps } from './page-meta/PageMeta';
export { SiteOriginContext, useSiteOrigin } from './page-meta/site-origin';
export { useHydrated } from './hydration/use-hydrated';
