/** Providers that deliver `a.b.c@` to `abc@`, by the domain they are written with, and the domain they are. */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as every per-recipient limit compares addresses: lower case, the
 * `+tag` dropped (`dana+jobs@` is `dana@`), and for the providers that ignore dots (Gmail, under both of its
 * domains) the dots of the local part dropped too. Only the limits use it: an address is stored and mailed
 * as typed. The migration that added `job_alerts.mailbox` filled old rows by the same rules.
 */
export function canonicalMailbox(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return lowered;
  const local = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  const untagged = local.split('+')[0] || local;
  const dotsIgnoredAs = DOTS_IGNORED[domain];
  return dotsIgnoredAs ? `${untagged.replaceAll('.', '')}@${dotsIgnoredAs}` : `${untagged}@${domain}`;
}
