// The CSP (apps/api plugins/security.ts) allows no 'unsafe-eval'. On its first object parse zod
// probes `new Function('')` to decide whether to compile fast parsers, and the browser reports
// that probe as a CSP `eval` violation on every page even though zod catches it.
// `jitless` skips the probe. This is `z.config({ jitless: true })` written where zod reads its
// global config when it loads (`globalThis.__zod_globalConfig`), so the shell does not have to
// import zod, which loads later with the first page that needs it (vite.config.ts).
// zod-jitless.test.ts checks that the installed zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
