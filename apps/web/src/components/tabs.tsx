import { Children, isValidElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

export type TabProps = { eventKey: string; title: ReactNode; children?: ReactNode };

/** One tab of `Tabs`: its key, the title on its button and its panel's content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export type TabsProps = {
  id: string;
  /** The tab shown, when the caller holds it (with `onSelect`); else the component does, from `defaultActiveKey`. */
  activeKey?: string;
  defaultActiveKey?: string;
  onSelect?(key: string): void;
  className?: string;
  children: ReactNode;
};

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Bootstrap's tabs with the ARIA tab pattern: a tab list whose selected tab is the one in the page's tab order,
 * the arrow keys (and Home, End) moving to another tab and showing it, and a panel per tab, labelled by its tab.
 * A panel's content is drawn when its tab is first shown and kept (a half-filled form survives a look at
 * another tab). Not react-bootstrap's, whose navigation and transition code is 7.5 kB brotli (decision 076).
 */
export function Tabs({ id, activeKey, defaultActiveKey, onSelect, className, children }: TabsProps) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement<TabProps>(child) && child.type === Tab,
  );
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? tabs[0]?.props.eventKey);
  const active = activeKey ?? ownKey;
  const [shown, setShown] = useState<ReadonlySet<string | undefined>>(() => new Set([active]));
  if (!shown.has(active)) setShown(new Set(shown).add(active));

  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-tabpane-${key}`;
  const select = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    onSelect?.(key);
  };
  const moveFrom = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const key = tabs[next]!.props.eventKey;
    select(key);
    document.getElementById(tabId(key))?.focus();
  };

  return (
    <>
      <ul className={['nav nav-tabs', className].filter(Boolean).join(' ')} role="tablist">
        {tabs.map((tab, index) => {
          const { eventKey, title } = tab.props;
          const selected = eventKey === active;
          return (
            <li key={eventKey} className="nav-item" role="presentation">
              <button
                type="button"
                role="tab"
                id={tabId(eventKey)}
                aria-controls={panelId(eventKey)}
                aria-selected={selected}
                tabIndex={selected ? undefined : -1}
                className={selected ? 'nav-link active' : 'nav-link'}
                onClick={() => select(eventKey)}
                onKeyDown={moveFrom(index)}
              >
                {title}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="tab-content">
        {tabs.map((tab) => {
          const { eventKey } = tab.props;
          return (
            <div
              key={eventKey}
              role="tabpanel"
              id={panelId(eventKey)}
              aria-labelledby={tabId(eventKey)}
              className={eventKey === active ? 'tab-pane active show' : 'tab-pane'}
              hidden={eventKey !== active}
            >
              {shown.has(eventKey) ? tab : null}
            </div>
          );
        })}
      </div>
    </>
  );
}
