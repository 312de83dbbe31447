import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';

/**
 * A console section's screen (loaded lazily by its route) with the search params its route
 * checked. A change is merged into the search; the first page is the default, which the
 * address leaves out.
 */
export function ConsolePage<S>({
  search,
  screen: Screen,
}: {
  search: S;
  screen: ComponentType<{ search: S; onChange: (next: Partial<S>) => void }>;
}) {
  const navigate = useNavigate();
  // The route's validateSearch checks the merged search again on arrival, so its static type adds nothing here.
  const onChange = (next: Partial<S>) =>
    void navigate({ to: '.', search: ((s: Record<string, unknown>) => withoutFirstPage({ ...s, ...next })) as never });
  return (
    <Suspense fallback={null}>
      <Screen search={search} onChange={onChange} />
    </Suspense>
  );
}

function withoutFirstPage(search: Record<string, unknown>) {
  const { page, ...rest } = search;
  return page === 1 || page === undefined ? rest : { ...rest, page };
}
