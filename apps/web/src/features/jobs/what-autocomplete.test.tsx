import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { WhatAutocomplete } from './what-autocomplete.tsx';

const NUR = [
  { kind: 'word', text: 'nurse', jobs: 3 },
  { kind: 'title', text: 'Registered Nurse', jobs: 2 },
  { kind: 'title', text: 'Nursing Assistant', jobs: 1 },
];

function Harness() {
  const [value, setValue] = useState('');
  const [searched, setSearched] = useState('');
  return (
    <form aria-label="Search" onSubmit={(event) => event.preventDefault()}>
      <WhatAutocomplete id="what" value={value} onChange={setValue} onPick={setSearched} />
      <output aria-label="Searched">{searched}</output>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'What' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WhatAutocomplete', () => {
  it('suggests titles and words with their counts 200 ms after typing, moves with the arrows, picks with Enter, closes with Escape', async () => {
    vi.useFakeTimers();
    const fetchSpy = mockApi({ 'GET /api/v1/jobs/suggestions': [200, NUR] });
    render(<Harness />);
    input().focus();
    type('nu');
    await elapse(150);
    type('nur');
    await elapse(199);
    expect(fetchSpy).not.toHaveBeenCalled();
    await elapse(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/v1/jobs/suggestions?q=nur');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Search suggestions' }).id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'nurse3 jobs',
      'Registered Nurse2 jobs',
      'Nursing Assistant1 job',
    ]);

    key('ArrowDown');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    key('ArrowUp');
    key('ArrowUp');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    key('Enter');
    expect(screen.getByRole('status', { name: 'Searched' })).toHaveTextContent('Nursing Assistant');
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    type('nurs');
    await elapse(200);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    key('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('nurs');
    // Enter without an active option leaves the text to the form, and closes the list.
    type('nurse');
    await elapse(200);
    key('Enter');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status', { name: 'Searched' })).toHaveTextContent('Nursing Assistant');
  });

  it('shows nothing when no job matches, and no list when the call fails', async () => {
    vi.useFakeTimers();
    const replies = mockApi({ 'GET /api/v1/jobs/suggestions': [200, []] });
    render(<Harness />);
    input().focus();
    type('zzq');
    await elapse(200);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    replies.mockResolvedValue(new Response(JSON.stringify({ error: 'Down' }), { status: 500 }));
    type('zzqx');
    await elapse(200);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });
});
