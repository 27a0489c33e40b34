import { useEffect, useId, useRef } from 'react';
import { usePageOrigin } from '../lib/page-origin.ts';
import { CopyButton } from './copy-button.tsx';

/** Whose live jobs a widget shows: an organization's feed or one business's. */
export type WidgetFeed = { kind: 'organization' | 'business'; id: number };

/** The tag a site pastes (decision 067): the loader's stable address and the feed, nothing else. */
export function widgetSnippet(origin: string, feed: WidgetFeed): string {
  return `<script src="${origin}/widget.js" data-${feed.kind}="${feed.id}" async></script>`;
}

/**
 * Runs the widget itself in `container`, as a member site would: the same tag, removed again on unmount. It
 * starts when the preview comes near the window, so the screen's own first data is all it asks for on arrival.
 */
function useLiveWidget(container: React.RefObject<HTMLDivElement | null>, feed: WidgetFeed) {
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const start = () => {
      const script = document.createElement('script');
      script.src = '/widget.js';
      script.async = true;
      script.dataset[feed.kind] = String(feed.id);
      box.append(script);
    };
    if (typeof IntersectionObserver === 'undefined') start();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: '200px' },
          );
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      box.replaceChildren();
    };
  }, [container, feed.kind, feed.id]);
}

/**
 * The organization admin's and the business owner's "job widget" panel: the tag to paste into their own
 * site, a copy button, and the widget as their visitors will see it.
 */
export function JobWidgetSnippet({ feed, name }: { feed: WidgetFeed; name: string }) {
  const snippet = widgetSnippet(usePageOrigin(), feed);
  const preview = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const codeId = useId();
  useLiveWidget(preview, feed);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 className="h5" id={headingId}>
        Job widget for your website
      </h2>
      <p className="mb-2">
        Paste this tag where {name}&apos;s jobs should appear on your own site. It shows the live jobs with a search
        box, and each job opens on your feed&apos;s page here. It sets no cookies.
      </p>
      <label className="form-label fw-semibold" htmlFor={codeId}>
        Widget tag
      </label>
      <div className="d-flex flex-column flex-sm-row gap-2 align-items-sm-start mb-3">
        <textarea
          id={codeId}
          className="form-control font-monospace small"
          readOnly
          rows={2}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={snippet} what="the job widget tag" />
      </div>
      <h3 className="h6">Preview</h3>
      <div ref={preview} data-testid="job-widget-preview" aria-label="Preview of the job widget" role="region" />
    </section>
  );
}
