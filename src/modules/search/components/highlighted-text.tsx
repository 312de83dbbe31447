import type { Highlighted } from '@contract/search/search';
import classes from './search.module.css';

/**
 * Text with the matched words marked. The server sends runs of the original
 * text, never HTML, so each run is a text node (hits inside <mark>) and
 * nothing in a title or body can inject markup.
 */
export function HighlightedText({ runs }: { runs: Highlighted }) {
  return (
    <>
      {runs.map((run, i) =>
        run.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered.
          <mark key={i} className={classes.hit}>
            {run.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}
