import { describe, expect, it } from 'vitest';
import { initialsOf, tileClassOf, TILE_COLORS } from './brand-tile.ts';

describe('brand tiles', () => {
  it('takes the initials of the first two words that mean something', () => {
    expect(initialsOf('Harbor Point Digital')).toBe('HP');
    expect(initialsOf('The Daily Grind')).toBe('DG');
    expect(initialsOf('Bay & Main')).toBe('BM');
    expect(initialsOf('zed')).toBe('Z');
    expect(initialsOf('Élan Vital-Studios')).toBe('ÉV');
    expect(initialsOf('The')).toBe('T');
  });

  it('gives a name always the same of the tile colours, and different names different ones', () => {
    expect(tileClassOf('Harbor Point Digital')).toBe(tileClassOf(' harbor point digital '));
    const classes = new Set(
      ['Harbor Point Digital', 'Hill Country Solar', 'Kendall Square Bioworks', 'Back Bay Family Health'].map(
        tileClassOf,
      ),
    );
    expect(classes.size).toBeGreaterThan(1);
    for (const name of classes) expect(Number(name.replace('mw-tile-', ''))).toBeLessThan(TILE_COLORS);
  });
});
