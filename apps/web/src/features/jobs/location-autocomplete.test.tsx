import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PLACE_DATA_CREDIT } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { LocationAutocomplete } from './location-autocomplete.tsx';

const BOSTON = [
  { full_text: 'Boston, MA', main_text: 'Boston', secondary_text: 'MA' },
  { full_text: 'Boston Heights, OH', main_text: 'Boston Heights', secondary_text: 'OH' },
  { full_text: 'Bossier City, LA', main_text: 'Bossier City', secondary_text: 'LA' },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <MemoryRouter>
      <form aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <LocationAutocomplete id="where" label="Where" value={value} onChange={setValue} />
        <output aria-label="Chosen">{value}</output>
      </form>
    </MemoryRouter>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Where' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });
/** Lets the timers run `ms` and the fetch promises settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LocationAutocomplete', () => {
  it('asks for suggestions 200 ms after the last keystroke, once', async () => {
    vi.useFakeTimers();
    const fetchSpy = mockApi({ 'GET /api/v1/locations/autocomplete': [200, BOSTON] });
    render(<Harness />);
    expect(input()).toHaveAttribute('placeholder', 'Where? (e.g. Boston, Remote, Antarctica)');
    // The data credit in one line, linking to the attributions page.
    expect(screen.getByText(new RegExp(PLACE_DATA_CREDIT))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Attributions' })).toHaveAttribute('href', '/attributions');

    input().focus();
    type('B');
    await elapse(150);
    type('Bo');
    await elapse(150);
    type('Bos');
    await elapse(199);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await elapse(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/v1/locations/autocomplete?location_query=Bos');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'BostonMA',
      'Boston HeightsOH',
      'Bossier CityLA',
    ]);
  });

  it("says 'No matches found.' when nothing matches, and also when the call fails", async () => {
    vi.useFakeTimers();
    const replies = mockApi({ 'GET /api/v1/locations/autocomplete': [200, []] });
    render(<Harness />);
    input().focus();
    type('Atlantis');
    await elapse(200);
    expect(screen.getByText('No matches found.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    replies.mockResolvedValue(new Response(JSON.stringify({ error: 'Down' }), { status: 500 }));
    type('Atlantis!');
    await elapse(200);
    expect(screen.getByText('No matches found.')).toBeInTheDocument();
  });

  it('asks nothing for blank text', async () => {
    vi.useFakeTimers();
    const fetchSpy = mockApi({});
    render(<Harness />);
    input().focus();
    type('   ');
    await elapse(500);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByText('No matches found.')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrow keys, picks with Enter and closes with Escape', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/v1/locations/autocomplete': [200, BOSTON] });
    render(<Harness />);
    input().focus();
    type('Bos');
    await elapse(200);
    const options = screen.getAllByRole('option');
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    key('ArrowUp');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    key('ArrowUp');
    key('Enter');
    expect(input()).toHaveValue('Boston Heights, OH');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('Boston Heights, OH');
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    type('Bos');
    await elapse(200);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    key('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Bos');
  });

  it('picks an option with the mouse', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/v1/locations/autocomplete': [200, BOSTON] });
    render(<Harness />);
    input().focus();
    type('Bos');
    await elapse(200);
    fireEvent.mouseDown(screen.getAllByRole('option')[0]!);
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(input()).toHaveValue('Boston, MA');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });
});
