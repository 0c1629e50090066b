import { useMatches } from 'react-router';
import { ComingSoonPage } from '../../features/dashboard-shell';
import type { PendingPage } from '../pending-pages';

function isPendingPage(handle: unknown): handle is { pendingPage: PendingPage } {
  return Boolean(handle && typeof handle === 'object' && 'pendingPage' in handle);
}

/** A dashboard menu entry whose page arrives in a later issue; its text comes from the route's handle. */
export default function ProximamenteRoute() {
  const page = useMatches().map((m) => m.handle).filter(isPendingPage).at(-1)?.pendingPage;
  if (!page) throw new Error('Ruta sin página pendiente');
  return <ComingSoonPage title={page.title} description={page.description} badge={page.badge === null ? null : undefined} />;
}
