// Test helpers shared by every front end: a fake API behind fetch, and rendering inside the host's providers.
export {
  fakeResponse,
  mockFetch,
  never,
  type FakeFetch,
  type FakeReply,
  type FakeRequest,
  type FakeRoute,
} from './fake-fetch';
export { queryWrapper, testQueryClient } from './query-client';
export { currentLocation, currentParams, renderWithProviders, type RenderOptions } from './render';
export { admin, reader } from './users';
