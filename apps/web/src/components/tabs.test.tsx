import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, Tabs, type TabsProps } from './tabs.tsx';

/** Three tabs, the second shown first unless the caller holds the key; the first panel has a field. */
function ThreeTabs(props: Partial<TabsProps>) {
  return (
    <Tabs id="t" defaultActiveKey="two" {...props}>
      <Tab eventKey="one" title="One">
        <label>
          Note <input />
        </label>
      </Tab>
      <Tab eventKey="two" title="Two">
        Second panel
      </Tab>
      <Tab eventKey="three" title="Three">
        Third panel
      </Tab>
    </Tabs>
  );
}

describe('tabs', () => {
  it('shows the default tab, selected and the only one in the tab order, with its labelled panel', () => {
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist')).toHaveClass('nav', 'nav-tabs');
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(two).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');

    const panel = document.getElementById(two.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', two.id);
    expect(panel).toHaveClass('tab-pane', 'active');
    expect(panel).toHaveTextContent('Second panel');
    // A tab not yet shown has its (empty) panel, so every tab's aria-controls names an element.
    expect(document.getElementById('t-tabpane-three')).toBeEmptyDOMElement();
  });

  it('shows a tab when clicked, and keeps what was typed in a panel shown before', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ThreeTabs onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(onSelect).toHaveBeenCalledWith('one');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Note'), 'half done');

    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByLabelText('Note')).toHaveValue('half done');
  });

  it('moves to the next and previous tab with the arrow keys (round the ends), and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();

    // Tab leaves the list for the panel's content.
    await user.keyboard('{Home}');
    await user.tab();
    expect(screen.getByLabelText('Note')).toHaveFocus();
  });

  it("follows the caller's key when the caller holds it", async () => {
    const user = userEvent.setup();
    function Held() {
      const [key, setKey] = useState('one');
      return (
        <>
          <button type="button" onClick={() => setKey('two')}>
            Elsewhere
          </button>
          <ThreeTabs activeKey={key} onSelect={(next) => next !== 'three' && setKey(next)} />
        </>
      );
    }
    render(<Held />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    // A selection the caller refuses changes nothing.
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
  });
});
