/**
 * The one door to react-router for the host and the remotes. Shared as a single module (one router, one set of
 * contexts for every build), it carries only what the application uses, so webpack can leave out the rest of
 * react-router (server rendering, framework mode), which a shared `react-router-dom` would ship whole.
 * Add a name here when a screen needs it; lint forbids importing react-router-dom anywhere else.
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  replace,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type BlockerFunction,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
