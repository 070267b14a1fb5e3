import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NOT_FOUND_PAGE, SITE_DEFAULT_DESCRIPTION, appPageAt, documentTitleOf } from '@fairplay/contracts';

/**
 * Each page's own title and description, from the contracts' page table (the server writes the same into the
 * HTML it serves; this keeps them right as the app navigates without reloading).
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = appPageAt(pathname) ?? NOT_FOUND_PAGE;
    document.title = documentTitleOf(page);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', page.description ?? SITE_DEFAULT_DESCRIPTION);
  }, [pathname]);
}
