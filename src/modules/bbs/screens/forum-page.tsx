import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import type { ForumScreenProps } from './forum-screen';

/**
 * A forum page's screen (loaded lazily by its route) with the search params its route checked. A change
 * replaces the whole search: the screens hand back every filter, the sort and
 * the page with the defaults left out, so the address stays short.
 */
export function ForumPage<S>({ search, screen: Screen }: { search: S; screen: ComponentType<ForumScreenProps<S>> }) {
  const navigate = useNavigate();
  // The screens build the next search from their own schema's fields; the route's
  // validateSearch checks it again on arrival, so its static type adds nothing here.
  return (
    <Suspense fallback={null}>
      <Screen search={search} onSearch={(next) => void navigate({ to: '.', search: next as never })} />
    </Suspense>
  );
}
