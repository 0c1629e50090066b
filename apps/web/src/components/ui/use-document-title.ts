import { useEffect } from 'react';

export const SITE_NAME = 'Feria';

/** Sets the tab title as `${title} | Feria` (or the bare site title when none is given). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — marketplace de emprendimientos`;
  }, [title]);
}
