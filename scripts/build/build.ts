// `pnpm build`: the host and the remotes whose sources changed.
import { buildChanged } from './incremental-build';

try {
  await buildChanged();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
