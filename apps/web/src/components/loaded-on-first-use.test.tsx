import {
  startTransition,
  Suspense,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedOnFirstUse } from './loaded-on-first-use.tsx';

type FormProps = { onSent(sent: { email: string; agreed: boolean; plan: string; tab: string }): void };

/** A form of the kind deferred: controlled fields, a box, a list and a button that switches a tab. */
function SignUpLikeForm({ onSent }: FormProps) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState('free');
  const [tab, setTab] = useState('candidate');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent({ email, agreed, plan, tab });
  };
  return (
    <form onSubmit={send}>
      <button type="button" onClick={() => setTab('employer')}>
        Employer ({tab})
      </button>
      <label>
        Email
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        Agreed
      </label>
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="free">Free</option>
        <option value="paid">Paid</option>
      </select>
      <button type="submit">Send</button>
    </form>
  );
}

/** A loader the test lets through: how often it was asked, and `arrive()` to hand over the code. */
function heldLoader() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => SignUpLikeForm as ComponentType<FormProps>));
  return { load, arrive };
}

/**
 * The server's markup of the page, in the document: the part drawn whole in its boundary, as the server draws
 * it (loaded-on-first-use.server.test.tsx renders it there).
 */
async function serverPage(before?: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(
    <>
      {before}
      <div>
        <Suspense fallback={null}>
          <SignUpLikeForm onSent={() => undefined} />
        </Suspense>
      </div>
    </>,
  );
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  expect(container.querySelector('div > form input[type="email"]')).not.toBeNull();
  document.body.append(container);
  return container;
}

// As main.tsx does, outside `act`: React adopts the server's markup (or draws the page) in a transition, and
// leaves a part whose code has not arrived as the server drew it.
let root: Root | null = null;

const adopt = (container: HTMLElement, page: ReactNode) =>
  startTransition(() => void (root = hydrateRoot(container, page)));
const draw = (container: HTMLElement, page: ReactNode) =>
  startTransition(() => {
    root = createRoot(container);
    root.render(page);
  });
const noSubscription = () => () => undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let actEnvironment: unknown;
beforeEach(() => {
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  root?.unmount();
  root = null;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  document.body.replaceChildren();
});

describe('a part of the page loaded on first use', () => {
  it("keeps the server's markup without loading its code until the visitor reaches into it", async () => {
    const container = await serverPage();
    const serverForm = container.querySelector('form');
    const { load, arrive } = heldLoader();
    const Part = loadedOnFirstUse(load);
    adopt(container, <Part onSent={() => undefined} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBe(serverForm);

    container.querySelector('input[type="email"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await settle();
    // Adopted, not drawn again.
    expect(container.querySelector('form')).toBe(serverForm);
  });

  it("keeps the server's markup when the page draws itself again before first use, and hands the part the page's latest props", async () => {
    // A page that writes something differently once the browser has taken over (a day in the browser's time
    // zone), and so draws itself again right after React adopts it, with a new callback for the part.
    const Page = ({ Part, sent }: { Part: ComponentType<FormProps>; sent(zone: string): void }) => {
      const zone = useSyncExternalStore(
        noSubscription,
        () => 'browser',
        () => 'server',
      );
      return (
        <>
          <p>{zone}</p>
          <Part onSent={() => sent(zone)} />
        </>
      );
    };
    const container = await serverPage(<p>server</p>);
    const serverForm = container.querySelector('form');
    const { load, arrive } = heldLoader();
    const Part = loadedOnFirstUse(load);
    const sent = vi.fn();
    adopt(container, <Page Part={Part} sent={sent} />);
    await settle();
    expect(container.querySelector('p')!.textContent).toBe('browser');
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBe(serverForm);

    container.querySelector('input[type="email"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    arrive();
    await settle();
    expect(container.querySelector('form')).toBe(serverForm);
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent).toHaveBeenCalledWith('browser');
  });

  it('hands the part what the visitor typed, ticked, chose and pressed before it arrived, then sends the form', async () => {
    const container = await serverPage();
    const { load, arrive } = heldLoader();
    const Part = loadedOnFirstUse(load);
    const sent = vi.fn();
    adopt(container, <Part onSent={sent} />);
    await settle();

    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    email.value = 'early@example.com';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    container.querySelector('select')!.value = 'paid';
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    // Not sent as a plain page load meanwhile.
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    arrive();
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ email: 'early@example.com', agreed: true, plan: 'paid', tab: 'employer' });
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  });

  it('loads at once when drawn in the browser, a loading line in its place meanwhile', async () => {
    const { load, arrive } = heldLoader();
    const Part = loadedOnFirstUse(load);
    const container = document.body.appendChild(document.createElement('div'));
    draw(container, <Part onSent={() => undefined} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('Loading…');
    arrive();
    // React shows content that replaces a fallback no sooner than 300 ms after the fallback.
    await vi.waitFor(() => expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Send'));
  });
});
