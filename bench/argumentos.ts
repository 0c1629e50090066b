/** A number given on the command line as `--name N`, or `fallback` without it. */
export function argNumero(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
