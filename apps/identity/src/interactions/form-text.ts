import { linea } from '@feria/contracts';

const oneLine = linea();

/**
 * Names of the posted fields holding a control character (a NUL byte reached
 * PostgreSQL and answered 500). Every field is checked, passwords too, before anything is
 * looked up; the rule is the contracts' one-line text rule (decision 017).
 */
export function fieldsWithControlCharacters(form: Record<string, string | undefined>): string[] {
  return Object.entries(form)
    .filter(([, value]) => value !== undefined && !oneLine.safeParse(value).success)
    .map(([name]) => name);
}
