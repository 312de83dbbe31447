/**
 * What a forum page's route hands its screen: the search params its
 * `validateSearch` checked, and how to replace them (the screen hands back its
 * whole search: every filter, the sort and the page, defaults left out).
 */
export interface ForumScreenProps<S> {
  search: S;
  onSearch: (next: Record<string, unknown>) => void;
}
