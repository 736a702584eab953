import { createRoot, type Root } from 'react-dom/client';
import { configureHttp } from '@registro-lma/shared/http';
import { StandaloneRemote, type StandaloneRemoteProps } from './standalone-remote';

/** A remote's `bootstrap`: mounts it alone on the page's #root (development only). */
export function startStandaloneRemote(props: StandaloneRemoteProps): Root {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  // Same origin as the API through the dev server proxy; a lost session goes back to the list.
  configureHttp({ apiBaseUrl: '', onSessionLost: () => window.location.assign('/') });
  const root = createRoot(container);
  root.render(<StandaloneRemote {...props} />);
  return root;
}
