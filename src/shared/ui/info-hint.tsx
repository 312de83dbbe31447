import { Tooltip, UnstyledButton } from '@mantine/core';
import classes from './info-hint.module.css';

/**
 * A small "?" beside a figure's name that says what the figure counts (the
 * contract's FIGURE_NOTES): on hover, on keyboard focus and on a tap. It is
 * its own button, beside the header's or the card's, never inside it.
 */
export function InfoHint({ note, label, className }: { note: string; label: string; className?: string }) {
  return (
    <Tooltip label={note} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <UnstyledButton
        className={className ? `${classes.hint} ${className}` : classes.hint}
        aria-label={`${label}的说明`}
        aria-description={note}
      >
        ?
      </UnstyledButton>
    </Tooltip>
  );
}
