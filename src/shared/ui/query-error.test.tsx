import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryError } from './query-error';

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('QueryError', () => {
  it('draws nothing without an error', () => {
    wrap(<QueryError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message and retries on request', () => {
    const retry = vi.fn();
    wrap(<QueryError error={new Error('网络异常，请稍后再试')} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('网络异常，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has an inline form without a title', () => {
    wrap(<QueryError error={new Error('无权查看')} variant="inline" />);
    expect(screen.getByRole('alert').textContent).toBe('无权查看');
  });
});
