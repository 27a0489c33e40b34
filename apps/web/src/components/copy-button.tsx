import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from './icon.tsx';
import checkLgIcon from 'virtual:bootstrap-icons/check-lg';
import clipboardIcon from 'virtual:bootstrap-icons/clipboard';

/** Spec §9: the copy confirmation shows for 1.5 s. */
export const COPIED_MS = 1500;

/** The clipboard API where the page may use it, else a selected text area and the copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    return copied;
  }
}

/**
 * The copy control (spec §4): copies `text`; its icon becomes a check mark with 'Copied!' for 1.5 s.
 * `what` names what is copied for screen readers ('share link for Barista').
 */
export function CopyButton({
  text,
  what,
  size,
  variant = 'outline-primary',
}: {
  text: string;
  what: string;
  size?: 'sm' | 'lg';
  variant?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <Button variant={copied ? 'success' : variant} size={size} onClick={copy} className="text-nowrap">
      <Icon icon={copied ? checkLgIcon : clipboardIcon} className="me-1" />
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
      <span className="visually-hidden"> {what}</span>
    </Button>
  );
}
