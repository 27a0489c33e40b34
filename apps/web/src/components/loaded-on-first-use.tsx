import {
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { chunkInTime } from '../lib/chunk-load.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { fieldsEditedIn, noHeldActions, replayHeld, type HeldActions } from './held-actions.ts';

/** What says the visitor is about to use the part: they reach into it, type in it, or have it filled in. */
const USE_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input', 'change'] as const;

const noSubscription = () => () => undefined;
const drawnAnew = () => false;
const adoptingServerMarkup = () => true;

/**
 * A part of a page whose code (a form, and the form library under it) is not on the page's first route
 * (decision 076).
 *
 * - Drawn in the browser, the part's code loads at once, a loading line in its place meanwhile.
 * - In a page the server rendered, React adopts the rest of the page without waiting for it: the server's
 *   markup of the part stays, plain HTML the visitor can already type into, and its code loads when the
 *   visitor first reaches into it (focus, a press, a key, a browser's autofill). React then adopts the part.
 * - What the visitor did in it before then is not lost: what they typed, ticked or chose is handed to the part
 *   as if done just now, then the buttons they pressed are pressed and a submit is submitted
 *   (held-actions.ts). A plain submit meanwhile would have reloaded the page with the fields in its address.
 */
export function loadedOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let firstUse: () => void = () => undefined;
  const used = new Promise<void>((resolve) => (firstUse = resolve));
  let region: HTMLElement | null = null;
  let held: HeldActions | null = null;
  const loaded = used
    .then(() => chunkInTime(load()))
    .then((component) => {
      // Read before React adopts the part: events it replays then put its fields back to what it drew.
      if (held && region) held.fields = fieldsEditedIn(region);
      return component;
    });
  // A failed load is thrown where the part is drawn (to the screen's error boundary), not left unhandled.
  loaded.catch(() => undefined);
  const Loaded = lazy(() => loaded.then((component) => ({ default: component })));
  let live = false;

  /**
   * The part itself. While React adopts the server's markup of it (the server snapshot says so), its code
   * waits for the first use; drawn anew in the browser, it is wanted now. The server always draws it.
   */
  function Part(props: P) {
    const adopting = useSyncExternalStore(noSubscription, drawnAnew, adoptingServerMarkup);
    if (!adopting || typeof window === 'undefined') firstUse();
    return <Loaded {...props} />;
  }

  /** Drawn with the part, so its effect runs when React has made the part live. */
  function Live({ onLive }: { onLive(live: true): void }) {
    useLayoutEffect(() => {
      live = true;
      onLive(true);
      const done = held;
      held = null;
      // After this commit and the events React replays after it, so the handlers of the part are the ones
      // the held actions reach.
      if (done) setTimeout(() => void replayHeld(done));
    }, [onLive]);
    return null;
  }

  function LoadedOnFirstUse(props: P) {
    const regionRef = useRef<HTMLDivElement>(null);
    const [firstProps] = useState(props);
    const [partLive, setPartLive] = useState(live);
    // Until the part is live it is drawn with the props it was first drawn with, as the same element: a new
    // render of the page meanwhile (a query fetched again, a day written in the browser's time zone) would
    // reach the part React has not adopted yet as an update, and React would throw the server's markup of it
    // away and draw it anew, its code loaded at once. Once live, it gets the page's props as they are.
    const shownProps = partLive ? props : firstProps;
    const part = useMemo(
      () => (
        <Suspense fallback={<LoadingScreen />}>
          <Part {...shownProps} />
          <Live onLive={setPartLive} />
        </Suspense>
      ),
      [shownProps],
    );
    useLayoutEffect(() => {
      const element = regionRef.current;
      if (live || !element) return;
      region = element;
      held = noHeldActions();
      const actions = held;
      // On the document, in the capture phase: before React's own listener, which stops an event aimed at a
      // part it has not adopted yet (and leaves the browser's default action, such as a plain submit, to run).
      const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onUse = (event: Event) => {
        if (inPart(event)) firstUse();
      };
      const onSubmit = (event: SubmitEvent) => {
        if (live || !inPart(event)) return;
        event.preventDefault();
        actions.submit = { form: event.target as HTMLFormElement, submitter: event.submitter };
        firstUse();
      };
      const onClick = (event: MouseEvent) => {
        if (live || !inPart(event) || !(event.target instanceof Element)) return;
        const button = event.target.closest('button');
        if (button?.type === 'button') actions.presses.push(button);
      };
      for (const type of USE_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
      document.addEventListener('submit', onSubmit, { capture: true });
      document.addEventListener('click', onClick, { capture: true });
      return () => {
        for (const type of USE_EVENTS) document.removeEventListener(type, onUse, { capture: true });
        document.removeEventListener('submit', onSubmit, { capture: true });
        document.removeEventListener('click', onClick, { capture: true });
      };
    }, []);
    return <div ref={regionRef}>{part}</div>;
  }
  return LoadedOnFirstUse;
}
