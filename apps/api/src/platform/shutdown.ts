/**
 * Graceful stop on SIGTERM/SIGINT: `close` runs once, and the process exits when it finishes or
 * after `graceMs` whatever happens. Under `npm start` one Ctrl-C arrives twice (from the terminal
 * and forwarded by npm), so a repeat within `repeatWindowMs` is the same request; a later one
 * means "stop now".
 */
export function exitGracefullyOnSignals(
  close: (reason: string) => Promise<void>,
  { graceMs = 10_000, repeatWindowMs = 1_000, log = (m: string) => console.error(m) } = {},
): void {
  let firstAt = 0;
  const stop = (reason: string, code: number) => {
    if (firstAt > 0) return;
    firstAt = Date.now();
    setTimeout(() => {
      log(`No terminó de cerrar en ${graceMs / 1000} s; saliendo igual.`);
      process.exit(1);
    }, graceMs).unref();
    close(reason).then(
      () => process.exit(code),
      (err: unknown) => {
        log(`Error al cerrar: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (firstAt === 0) stop(signal, 0);
      else if (Date.now() - firstAt > repeatWindowMs) process.exit(1);
    });
  }
  process.on('uncaughtException', (err) => {
    log(`Error no controlado: ${err.stack ?? err.message}`);
    stop('uncaughtException', 1);
  });
  process.on('unhandledRejection', (err) => {
    log(`Promesa rechazada sin controlar: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    stop('unhandledRejection', 1);
  });
}
