/**
 * What the forum's splat route hands a section's screen: the raw search
 * params (the screen parses them, lazily loaded with it) and a way to replace
 * them (every filter, the sort and the page live in the URL).
 */
export interface BbsSectionProps {
  rawSearch: Record<string, unknown>;
  onSearch: (next: Record<string, unknown>) => void;
}
