import type { Page } from '@feria/contracts';

/** Spring-style page (docs/producto/entidades.md "a page with a content list"). */
export function toPage<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/**
 * `toPage` as JSON text around `elementos`, its content's elements already written as JSON and
 * joined by commas (decision 101: a page the database wrote); the other fields as `toPage` gives them.
 */
export function paginaJson(elementos: string, total: number, page: number, size: number): string {
  const { content: _, ...campos } = toPage([], total, page, size);
  return `{"content":[${elementos}],${JSON.stringify(campos).slice(1)}`;
}
