import { Button, Group, NumberInput, SegmentedControl, Tooltip } from '@mantine/core';
import { type Dispatch, useState } from 'react';
import classes from './flipbook.module.css';
import { canFlip, pageLabel } from './flipbook-paging';
import type { FlipbookAction, FlipbookState } from './flipbook-types';
import { nextLevel } from './flipbook-zoom';

export interface FlipbookToolbarProps {
  state: FlipbookState;
  dispatch: Dispatch<FlipbookAction>;
  /** Two-page view is offered on wide screens only (from the sm breakpoint). */
  spreadOffered: boolean;
  thumbsOpen: boolean;
  thumbsId: string;
  onThumbs: () => void;
  /** Fit to width measures the stage first. */
  onFit: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** Every way in reach of a mouse, besides the page's own clicks, drags and keys (issue 28). */
export function FlipbookToolbar(props: FlipbookToolbarProps) {
  const { state, dispatch } = props;
  const [jump, setJump] = useState<number | ''>('');
  const turning = state.direction !== null;
  const toggle = (on: boolean) => (on ? 'light' : 'default');
  return (
    <div className={classes.bar}>
      <Group gap="xs" wrap="nowrap">
        {state.pageCount > 1 ? (
          <Button
            variant={toggle(props.thumbsOpen)}
            size="xs"
            aria-pressed={props.thumbsOpen}
            aria-controls={props.thumbsOpen ? props.thumbsId : undefined}
            onClick={props.onThumbs}
          >
            缩略图
          </Button>
        ) : null}
        <Button
          variant="default"
          size="xs"
          onClick={() => dispatch({ type: 'prev' })}
          disabled={!canFlip(state, 'backward') || turning}
        >
          上一页
        </Button>
        <span className={classes.count}>{pageLabel(state)}</span>
        <Button
          variant="default"
          size="xs"
          onClick={() => dispatch({ type: 'next' })}
          disabled={!canFlip(state, 'forward') || turning}
        >
          下一页
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {state.pageCount > 1 ? (
          <NumberInput
            size="xs"
            w={88}
            aria-label="跳至页码"
            placeholder="跳至…"
            min={1}
            max={state.pageCount}
            allowDecimal={false}
            hideControls
            value={jump}
            onChange={(v) => setJump(typeof v === 'number' ? v : '')}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || typeof jump !== 'number') return;
              dispatch({ type: 'goto', page: jump - 1 });
              setJump('');
            }}
          />
        ) : null}
        <Tooltip label="缩小（-）">
          <Button
            variant="default"
            size="xs"
            aria-label="缩小"
            onClick={() => dispatch({ type: 'zoomBy', step: -1 })}
            disabled={nextLevel(state.zoom, -1) === null}
          >
            −
          </Button>
        </Tooltip>
        <span className={classes.level} aria-live="polite" data-testid="flipbook-zoom">
          {Math.round(state.zoom * 100)}%
        </span>
        <Tooltip label="放大（+）">
          <Button
            variant="default"
            size="xs"
            aria-label="放大"
            onClick={() => dispatch({ type: 'zoomBy', step: 1 })}
            disabled={nextLevel(state.zoom, 1) === null}
          >
            +
          </Button>
        </Tooltip>
        <Button variant={toggle(state.fit)} size="xs" aria-pressed={state.fit} onClick={props.onFit}>
          适应宽度
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {props.spreadOffered && state.pageCount > 1 ? (
          <SegmentedControl
            size="xs"
            aria-label="页面布局"
            value={state.spread ? 'spread' : 'single'}
            onChange={(v) => dispatch({ type: 'spread', on: v === 'spread' })}
            disabled={turning}
            data={[
              { value: 'single', label: '单页' },
              { value: 'spread', label: '双页' },
            ]}
          />
        ) : null}
        <Button variant="default" size="xs" onClick={props.onFullscreen}>
          {props.fullscreen ? '退出全屏' : '全屏'}
        </Button>
      </Group>
    </div>
  );
}
