import { describe, expect, it } from 'vitest';
import { foldPlaceText, placeTextMeaning, usStateOfText } from './place-values.ts';

const kind = (text: string) => placeTextMeaning(text).kind;

describe('placeTextMeaning', () => {
  it('reads a state by name or code, in any case, also with its country, as the state', () => {
    for (const text of ['MA', 'ma', ' Massachusetts ', 'massachusetts', 'Massachusetts, USA', 'MA, U.S.A.', 'M.A.']) {
      expect(placeTextMeaning(text), text).toEqual({ kind: 'state', state: { code: 'MA', name: 'Massachusetts' } });
    }
    expect(placeTextMeaning('district of columbia, United States of America')).toMatchObject({
      kind: 'state',
      state: { code: 'DC' },
    });
    // The bare names are the states; with a state after them they are cities.
    expect(placeTextMeaning('Washington')).toMatchObject({ kind: 'state', state: { code: 'WA' } });
    expect(placeTextMeaning('New York')).toMatchObject({ kind: 'state', state: { code: 'NY' } });
  });

  it('reads a city or a ZIP as a place, without its country', () => {
    expect(placeTextMeaning('Boston, MA')).toEqual({ kind: 'place', text: 'Boston, MA' });
    expect(placeTextMeaning(' Boston, MA, USA ')).toEqual({ kind: 'place', text: 'Boston, MA' });
    for (const text of [
      'Boston MA',
      'boston',
      '02108',
      '02108, Boston, MA',
      'Washington, DC',
      'New York, NY',
      'Mass',
    ]) {
      expect(kind(text), text).toBe('place');
    }
  });

  it('reads Remote as remote and blank text (or a country alone) as none', () => {
    expect(kind('Remote')).toBe('remote');
    expect(kind(' remote ')).toBe('remote');
    for (const text of ['', '   ', ', USA', '...']) expect(kind(text), JSON.stringify(text)).toBe('none');
  });
});

describe('usStateOfText and foldPlaceText', () => {
  it('name a state exactly, ignoring case, accents and punctuation', () => {
    expect(usStateOfText('rhode island')?.code).toBe('RI');
    expect(usStateOfText('Boston, MA')).toBeUndefined();
    expect(foldPlaceText('Cañon City')).toBe('canon city');
    expect(foldPlaceText('St. Louis')).toBe('st louis');
    expect(foldPlaceText('Winston-Salem')).toBe('winston salem');
  });
});
