import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobWidgetSnippet, widgetSnippet } from './job-widget-snippet.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the job widget panel', () => {
  it('gives the tag to paste, with the feed and the loader of this site', () => {
    expect(widgetSnippet('https://jobs.example', { kind: 'organization', id: 3 })).toBe(
      '<script src="https://jobs.example/widget.js" data-organization="3" async></script>',
    );
    render(<JobWidgetSnippet feed={{ kind: 'business', id: 12 }} name="Harbor Bakery" />);
    expect(screen.getByRole('heading', { name: 'Job widget for your website' })).toBeInTheDocument();
    expect(screen.getByLabelText('Widget tag')).toHaveValue(
      `<script src="${window.location.origin}/widget.js" data-business="12" async></script>`,
    );
  });

  it('copies the tag', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<JobWidgetSnippet feed={{ kind: 'organization', id: 3 }} name="Harbor Chamber" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the job widget tag' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('data-organization="3"'));
  });

  it('runs the widget itself in the preview, and removes it with the panel', () => {
    const { unmount } = render(<JobWidgetSnippet feed={{ kind: 'organization', id: 3 }} name="Harbor Chamber" />);
    const preview = screen.getByRole('region', { name: 'Preview of the job widget' });
    const script = preview.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/widget.js');
    expect(script?.dataset.organization).toBe('3');
    unmount();
    expect(preview.childElementCount).toBe(0);
  });
});
