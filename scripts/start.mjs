// `npm start`: build the web app when its sources changed, then run the server in this same
// process, so a signal sent to `npm start` (npm forwards SIGTERM/SIGINT to its one child) reaches
// the server directly — no chain of shells and npm processes that could drop it.
// `--no-build` serves whatever dist/ holds (`npm run serve`).
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './web-build.mjs';

if (!process.argv.includes('--no-build')) {
  try {
    buildWebIfNeeded();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

register();
await import('../apps/api/src/main.ts');
