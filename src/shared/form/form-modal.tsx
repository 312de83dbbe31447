import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, useState } from 'react';

/** A number that grows at each opening, adjusted while rendering (React re-renders before committing, so no stale frame shows). */
function useOpeningKey(opened: boolean): number {
  const [state, setState] = useState({ opened, key: 0 });
  if (state.opened !== opened) setState({ opened, key: opened ? state.key + 1 : state.key });
  return state.key;
}

/**
 * The modal of a form dialog: its content mounts afresh at every opening, so
 * a form starts from its initial values with no earlier refusal and needs no
 * reset effect; while it closes, the content stays as it was.
 */
export function FormModal({ children, ...props }: ModalProps) {
  const key = useOpeningKey(props.opened);
  return (
    <Modal centered closeButtonProps={{ 'aria-label': '关闭' }} {...props}>
      <Fragment key={key}>{children}</Fragment>
    </Modal>
  );
}
