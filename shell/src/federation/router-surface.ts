// The router the shell shares with the remotes: react-router's declarative API, tree-shaken to the
// exports named in shared-domain/src/federation/router-surface.json. No data router: loaders,
// actions and RouterProvider bring much more into the home page, and the site only used
// them for alias redirects (now <Navigate>) and scroll restoration (use-scroll-restoration.ts).
// Lint keeps every import in the site within that list, and a unit test keeps this file and the
// list equal, so no remote can ask the shared router for a missing export.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
