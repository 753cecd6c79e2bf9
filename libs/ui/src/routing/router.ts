/**
 * The router, for the shell and every remote. Module Federation shares a package whole (it
 * cannot tree-shake a shared module), and react-router 7 is mostly data-router and server
 * code that Inhala never runs: shared whole it was a quarter of the first load. Re-exported
 * here by name, the one shared @inhala/ui carries just these, and one router context still
 * reaches every remote. Apps import routing from '@inhala/ui', never from react-router-dom
 * (lint says so); tests may render a MemoryRouter of their own.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
