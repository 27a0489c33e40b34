import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copy control', () => {
  it("copies the text and says 'Copied!' for 1.5 s", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<CopyButton text="https://mainwork.example/s/abc" what="share link" />);
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(writeText).toHaveBeenCalledWith('https://mainwork.example/s/abc');
    expect(screen.getByRole('button', { name: 'Copied! share link' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
  });

  it('falls back to the copy command where the clipboard API is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyButton text="text to copy" what="link" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
  });
});
