import type { Page } from '@feria/contracts';

/** Spring-style page (docs/producto/entidades.md "a page with a content list"). */
export function toPage<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}
