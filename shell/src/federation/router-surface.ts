// The router the shell shares with the remotes: react-router's own code, tree-shaken to the
// exports named in shared-domain/src/federation/router-surface.json (≈31 KB gzip instead of the
// whole package's ≈60 KB). Lint keeps every import in the site within that list, and a unit test
// keeps this file and the list equal, so no remote can ask the shared router for a missing export.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  redirect,
  useHref,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
