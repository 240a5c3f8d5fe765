// What the portal uses of react-router, shared by host and remotes as `react-router-dom` (build/fachadas.cjs).
// Shared whole, react-router shipped all of its dist on the first visit (server rendering, RSC, sessions, cookies:
// 180 KB minified); through this list webpack keeps only the client-side router. A name missing here fails the build
// of whatever imports it (`comprobarFachadas`): add it here, and the host's next deployment provides it.
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider: the one that flushes navigations through react-dom.
export { RouterProvider } from 'react-router/dom';
