// @vitest-environment node
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { loadedOnFirstUse } from './loaded-on-first-use.tsx';

function ResetForm({ label }: { label: string }) {
  return (
    <form>
      <label>
        {label}
        <input type="email" />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const markupOf = async (page: React.ReactNode) => new Response((await prerender(page)).prelude).text();

describe('a part loaded on first use, on the server', () => {
  it('is drawn whole, in a boundary the browser can adopt later', async () => {
    const load = vi.fn(() => Promise.resolve(ResetForm));
    const Part = loadedOnFirstUse(load);
    const markup = await markupOf(<Part label="Email" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(markup).toBe(
      await markupOf(
        <div>
          <Suspense fallback={null}>
            <ResetForm label="Email" />
          </Suspense>
        </div>,
      ),
    );
    expect(markup).toContain('<input type="email"/>');
  });
});
