import { defineProject } from 'vitest/config';
import api, { AISLADOS } from './vitest.config';

// The API files that need a module graph of their own (AISLADOS in vitest.config.ts), each in a
// fresh worker as vitest does by default. Spelled out, not merged: a merge would add the lists to
// the `api` project's include and exclude instead of replacing them.
export default defineProject({
  test: { ...api.test, name: 'api-aislado', include: AISLADOS, exclude: [], isolate: true },
});
