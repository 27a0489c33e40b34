import type { Page } from '@playwright/test';

/** What the layout guard found wrong in what the browser drew (decision 034). */
export type LayoutFinding = {
  rule:
    | 'page-scrolls-sideways'
    | 'drawn-past-parent'
    | 'drawn-off-screen'
    | 'text-over-text'
    | 'table-cut-off'
    | 'control-narrower-than-label';
  /** A selector path to the offending element (for text over text, the two texts' elements). */
  where: string;
  detail: string;
};

/** Waits until no CSS transition or animation is running (a dialog's fade-in has ended), instead of a fixed pause. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 10_000, polling: 'raf' },
  );
}

/** Waits until the screen has what it loads (no spinner, skeleton or busy form; fonts in) and is painted. */
export async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.spinner-border, .placeholder-glow, [aria-busy="true"]') &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Two frames: what a resize or a media query changed is laid out and painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * The page's layout faults, as drawn at the current viewport:
 * - the page scrolls sideways;
 * - a box is drawn past its parent's sides, unless an ancestor scrolls sideways or clips on purpose;
 * - a box is drawn past the screen's sides, unless an ancestor scrolls sideways or clips on purpose;
 * - text is painted over other text of the same layer (a modal or an open menu covers the page on purpose);
 * - from 768 px up, a table whose columns or controls are cut off: it scrolls or clips inside its own box
 *   (decision 053: on a tablet or wider every column and a row's actions are in view; lists too wide for a
 *   tablet are drawn as cards there);
 * - a control (button, link drawn as a button, select) narrower than its label's longest word, or whose
 *   label runs out of it.
 * Hidden things are left out: display none, visibility hidden, opacity 0, aria-hidden, visually hidden.
 */
export function layoutFindings(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(findLayoutFaults, TABLES_FIT_FROM);
}

/** From this window width up, a table must show all its columns without scrolling in its box (decision 053). */
export const TABLES_FIT_FROM = 768;

/** Runs in the page: everything it uses is defined inside. */
function findLayoutFaults(tablesFitFrom: number): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  // Sub-pixel rounding: a box 0.5 px past its parent is not a fault anyone sees.
  const SLACK = 1;

  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      let part = node.tagName.toLowerCase();
      if (node.id && !/^[_:]|:r/.test(node.id)) {
        parts.unshift(`${part}#${node.id}`);
        break;
      }
      const classes = [...node.classList].filter((name) => !/^(show|fade|active|collapsed)$/.test(name));
      if (classes.length) part += `.${classes.slice(0, 3).join('.')}`;
      const label = node.getAttribute('aria-label');
      if (label) part += `[aria-label="${label.slice(0, 30)}"]`;
      parts.unshift(part);
    }
    return parts.join(' > ');
  };

  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], .visually-hidden, .visually-hidden-focusable:not(:focus-within), svg');

  /** True when the element clips or scrolls its content sideways by design (not a fixed layer hiding a scrollbar). */
  const holdsOverflowOnPurpose = (element: Element) => {
    if (element === root || element === document.body) return false;
    const style = styleOf(element);
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
    if (style.textOverflow === 'ellipsis') return true;
    return (style.overflowX === 'hidden' || style.overflowX === 'clip') && style.position !== 'fixed';
  };
  const onPurpose = new Map<Element, boolean>();
  /** True when an ancestor scrolls or clips on purpose (memoised: the walk up is shared by siblings). */
  const insideOverflowOnPurpose = (element: Element): boolean => {
    const parent = element.parentElement;
    if (!parent || parent === document.body) return false;
    let answer = onPurpose.get(parent);
    if (answer === undefined) {
      answer = holdsOverflowOnPurpose(parent) || insideOverflowOnPurpose(parent);
      onPurpose.set(parent, answer);
    }
    return answer;
  };
  const outOfFlow = (element: Element) => {
    const position = styleOf(element).position;
    return position === 'absolute' || position === 'fixed';
  };
  /** The box that holds the element: its nearest ancestor that is not inline or display: contents. */
  const holderOf = (element: Element) => {
    let holder = element.parentElement;
    while (holder && holder !== document.body && /^(inline|contents)$/.test(styleOf(holder).display)) {
      holder = holder.parentElement;
    }
    return holder;
  };
  // Only the outermost box of a fault is reported: what it holds is drawn past because it is.
  const flagged = new Set<Element>();
  const insideFlagged = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) if (flagged.has(node)) return true;
    return false;
  };

  if (root.scrollWidth > root.clientWidth) {
    // What reaches the page's right edge, shown or not: in the page's flow, or placed absolutely (screen-reader-only
    // text escaping a scrolling box whose position is static); what a scrolling box keeps inside is not.
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => !insideOverflowOnPurpose(element) || outOfFlow(element))
      .filter((element) => element.getBoundingClientRect().right + window.scrollX >= root.scrollWidth - SLACK)
      .filter((element, index, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map(selectorOf);
    findings.push({
      rule: 'page-scrolls-sideways',
      where: widest.join('  AND  ') || 'html',
      detail: `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
    });
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    if (!shown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (insideOverflowOnPurpose(element) || insideFlagged(element)) continue;
    if (box.right > viewportWidth + SLACK || box.left < -SLACK) {
      flagged.add(element);
      findings.push({
        rule: 'drawn-off-screen',
        where: selectorOf(element),
        detail: `drawn from x=${Math.round(box.left)} to x=${Math.round(box.right)} in a ${viewportWidth} px window`,
      });
      continue;
    }
    // A positioned layer (menu, tooltip, modal) is placed against something else than its parent.
    if (outOfFlow(element)) continue;
    const holder = holderOf(element);
    if (!holder || holder === document.body) continue;
    const holderBox = holder.getBoundingClientRect();
    // A negative margin reaches out on purpose (a grid row's gutters): that far is allowed.
    const style = styleOf(element);
    const reachLeft = Math.max(0, -parseFloat(style.marginLeft));
    const reachRight = Math.max(0, -parseFloat(style.marginRight));
    const past = Math.max(box.right - holderBox.right - reachRight, holderBox.left - box.left - reachLeft);
    if (past > SLACK) {
      flagged.add(element);
      findings.push({
        rule: 'drawn-past-parent',
        where: selectorOf(element),
        detail: `${Math.round(box.width)} px wide, ${Math.round(past)} px past its ${Math.round(holderBox.width)} px parent`,
      });
    }
  }

  // Tables cut off: from a laptop's width up, a table scrolling or clipped in its box hides columns and a
  // row's actions ('App / Edi / Du / Clo' in a 902 px box): every cell and control must be in view.
  if (window.innerWidth >= tablesFitFrom) {
    for (const table of document.body.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const name = (table.querySelector('caption')?.textContent ?? '').trim().slice(0, 40) || selectorOf(table);
      let box: Element | null = table;
      const clips: Element[] = [];
      for (; box && box !== document.body; box = box.parentElement) {
        if (box !== table && holdsOverflowOnPurpose(box) && styleOf(box).textOverflow !== 'ellipsis') clips.push(box);
      }
      const scrolling = clips.find((clip) => clip.scrollWidth > clip.clientWidth + SLACK);
      if (scrolling) {
        findings.push({
          rule: 'table-cut-off',
          where: selectorOf(table),
          detail: `"${name}" is ${Math.round(table.getBoundingClientRect().width)} px wide in a ${scrolling.clientWidth} px box that scrolls or clips it (${scrolling.scrollWidth - scrolling.clientWidth} px out of view)`,
        });
        continue;
      }
      // Cells and controls outside what their clipping boxes show (a box clipping with overflow hidden).
      const visible = clips.reduce(
        (edges, clip) => {
          const clipBox = clip.getBoundingClientRect();
          return { left: Math.max(edges.left, clipBox.left), right: Math.min(edges.right, clipBox.right) };
        },
        { left: 0, right: viewportWidth },
      );
      const outside = [...table.querySelectorAll('th, td, button, a, select, input')].filter((cell) => {
        if (!shown(cell)) return false;
        const cellBox = cell.getBoundingClientRect();
        return cellBox.width > 1 && (cellBox.right > visible.right + SLACK || cellBox.left < visible.left - SLACK);
      });
      if (outside.length) {
        findings.push({
          rule: 'table-cut-off',
          where: selectorOf(outside[0]!),
          detail: `"${name}": ${outside.length} cell(s) or control(s) drawn outside the visible ${Math.round(visible.right - visible.left)} px`,
        });
      }
    }
  }

  // Controls narrower than their label: the label's longest word does not fit (it is broken or runs out),
  // or a select's chosen option is wider than the select's text area.
  const controls = document.body.querySelectorAll('button, a.btn, input[type="button"], input[type="submit"], select');
  for (const control of controls) {
    if (!(control instanceof HTMLElement) || !shown(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const style = styleOf(control);
    // A label cut short with an ellipsis on purpose (a long name in a menu toggle) says so itself; a button
    // drawn as a link (a file's name) wraps as the text of a link does.
    if (style.textOverflow === 'ellipsis' || control.querySelector('.text-truncate')) continue;
    if (control.classList.contains('btn-link')) continue;
    let labelWidth: number;
    let room: number;
    if (control instanceof HTMLSelectElement) {
      const text = control.selectedOptions[0]?.textContent?.trim() ?? '';
      if (!text) continue;
      const probe = document.createElement('span');
      probe.textContent = text;
      probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font: ${style.font}; letter-spacing: ${style.letterSpacing}`;
      document.body.append(probe);
      labelWidth = probe.getBoundingClientRect().width;
      probe.remove();
      room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    } else {
      const text = control.textContent?.trim() ?? '';
      if (!text && !(control instanceof HTMLInputElement)) continue;
      // The narrowest the control can be without breaking a word: its min-content width with words kept whole.
      const saved = control.getAttribute('style');
      control.style.setProperty('width', 'min-content', 'important');
      control.style.setProperty('min-width', '0', 'important');
      control.style.setProperty('max-width', 'none', 'important');
      control.style.setProperty('overflow-wrap', 'normal', 'important');
      control.style.setProperty('word-break', 'normal', 'important');
      control.style.setProperty('flex', 'none', 'important');
      labelWidth = control.getBoundingClientRect().width;
      if (saved === null) control.removeAttribute('style');
      else control.setAttribute('style', saved);
      room = control.getBoundingClientRect().width;
    }
    if (labelWidth > room + SLACK) {
      findings.push({
        rule: 'control-narrower-than-label',
        where: selectorOf(control),
        detail: `"${(control instanceof HTMLSelectElement ? control.selectedOptions[0]?.textContent : control.textContent)?.trim().slice(0, 40)}" needs ${Math.round(labelWidth)} px, has ${Math.round(room)} px`,
      });
    }
  }

  // Text over text: every painted line of text, clipped to what its clipping ancestors show.
  type Line = { left: number; right: number; top: number; bottom: number; owner: Element; layer: Element | null };
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const owner = node.parentElement;
    if (!owner || owner.closest('script, style, noscript, template, select, option, textarea')) continue;
    if (!shown(owner)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const layer = owner.closest(
      '.modal, .dropdown-menu, .tooltip, .popover, [role="listbox"], .position-fixed, .sticky-bar',
    );
    for (const rect of range.getClientRects()) {
      let { left, right, top, bottom } = rect;
      for (let clip = owner as Element | null; clip && clip !== document.body; clip = clip.parentElement) {
        if (styleOf(clip).overflowX === 'visible' && styleOf(clip).overflowY === 'visible') continue;
        const clipBox = clip.getBoundingClientRect();
        left = Math.max(left, clipBox.left);
        right = Math.min(right, clipBox.right);
        top = Math.max(top, clipBox.top);
        bottom = Math.min(bottom, clipBox.bottom);
      }
      if (right - left > 1 && bottom - top > 1) lines.push({ left, right, top, bottom, owner, layer });
    }
  }
  lines.sort((a, b) => a.top - b.top);
  const reported = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom; j += 1) {
      const b = lines[j]!;
      if (a.layer !== b.layer || a.owner === b.owner) continue;
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      // Lines of a tight line-height touch by a pixel or two: only a real overlap counts.
      const shorter = Math.min(a.bottom - a.top, b.bottom - b.top);
      if (width <= 2 || height <= Math.max(3, shorter * 0.3)) continue;
      const where = `${selectorOf(a.owner)}  OVER  ${selectorOf(b.owner)}`;
      if (reported.has(where)) continue;
      reported.add(where);
      findings.push({
        rule: 'text-over-text',
        where,
        detail: `"${a.owner.textContent?.trim().slice(0, 40)}" and "${b.owner.textContent?.trim().slice(0, 40)}" share ${Math.round(width)}×${Math.round(height)} px`,
      });
    }
  }
  return findings;
}
