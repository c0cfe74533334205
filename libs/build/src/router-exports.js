/**
 * What the apps use of react-router-dom. A shared module cannot be tree-shaken by usage, so the
 * federation build shakes it to this list (about 60 KB gzipped whole), and lint refuses value
 * imports outside it (eslint.config.js): a name missing here would be undefined at runtime.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Route',
  'Routes',
  'UNSAFE_LocationContext',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];
