import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from './mailbox.ts';

describe('canonicalMailbox: one mailbox, however its address is written', () => {
  it('ignores case and surrounding spaces', () => {
    expect(canonicalMailbox('  Dana@Example.COM ')).toBe('dana@example.com');
  });

  it('drops a +tag at any provider', () => {
    expect(canonicalMailbox('victim+1@example.com')).toBe('victim@example.com');
    expect(canonicalMailbox('victim+2+more@example.com')).toBe('victim@example.com');
  });

  it('drops the dots of Gmail addresses, under gmail.com and googlemail.com alike', () => {
    expect(canonicalMailbox('Da.Na+x@gmail.com')).toBe('dana@gmail.com');
    expect(canonicalMailbox('d.a.n.a@googlemail.com')).toBe('dana@gmail.com');
  });

  it('keeps the dots where the provider delivers them apart', () => {
    expect(canonicalMailbox('da.na@example.com')).toBe('da.na@example.com');
  });

  it('keeps a local part that is only a tag, and text without an @', () => {
    expect(canonicalMailbox('+tag@example.com')).toBe('+tag@example.com');
    expect(canonicalMailbox('Not An Address')).toBe('not an address');
  });
});
