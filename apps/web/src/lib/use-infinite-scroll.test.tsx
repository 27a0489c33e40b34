import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrolledFraction, useInfiniteScroll } from './use-infinite-scroll.ts';

function List({ loadMore, enabled = true }: { loadMore(): void; enabled?: boolean }) {
  const ref = useRef<HTMLUListElement>(null);
  useInfiniteScroll(ref, { enabled, loadMore, version: 1 });
  return <ul ref={ref} />;
}

/** The list is 1000 px tall, and `seen` px of it are above the bottom of the viewport. */
function listSeen(seen: number) {
  vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: window.innerHeight - seen,
    height: 1000,
  } as DOMRect);
}

const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useInfiniteScroll', () => {
  it('measures how much of the list has been scrolled into view', () => {
    expect(scrolledFraction({ top: 0, height: 1000 }, 800)).toBe(0.8);
    expect(scrolledFraction({ top: 800, height: 1000 }, 800)).toBe(0);
    expect(scrolledFraction({ top: 0, height: 0 }, 800)).toBe(0);
  });

  it('asks for more once 80 % of the list is in view, at most every 150 ms', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    listSeen(799);
    const loadMore = vi.fn();
    render(<List loadMore={loadMore} />);
    expect(loadMore).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(150));
    listSeen(800);
    scroll();
    expect(loadMore).toHaveBeenCalledTimes(1);
    scroll();
    scroll();
    act(() => void vi.advanceTimersByTime(149));
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('checks at once when mounted (a short page may not fill the screen), and not while disabled', () => {
    listSeen(1000);
    const loadMore = vi.fn();
    const { rerender } = render(<List loadMore={loadMore} enabled={false} />);
    scroll();
    expect(loadMore).not.toHaveBeenCalled();
    rerender(<List loadMore={loadMore} />);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
