/** Display names of INEC's upper-case ward names (server/locations/data/README.md). */
import { describe, expect, it } from 'vitest';
import { slugify, wardDisplayName } from '../../../src/domain/locations';

describe('wardDisplayName', () => {
  it.each([
    ['AMANKALU/AKOLIUFU', 'Amankalu/Akoliufu'],
    ["IGBERE 'A'", "Igbere 'A'"],
    ['BOGORO ""A""', 'Bogoro "A"'],
    ["JAMA'ARE", "Jama'are"],
    ['OSUSU II', 'Osusu II'],
    ['IBENO 1V', 'Ibeno 1V'],
    ['IBENO V11', 'Ibeno V11'],
    ['WARD IX, (N6B PART I)', 'Ward IX, (N6B Part I)'],
    ['OLD ABA GRA', 'Old Aba GRA'],
    ['ST.EUGENES BY OKIGWE RD.', 'St.Eugenes By Okigwe Rd.'],
    ['APAPA II (LIVERPOOL RD. AND ENVIRONS)', 'Apapa II (Liverpool Rd. and Environs)'],
    ['  UMUHU  /  EZECHI ', 'Umuhu / Ezechi'],
  ])('shows %s as %s', (written, shown) => {
    expect(wardDisplayName(written)).toBe(shown);
  });

  it('keeps a name that already has lower-case letters as the admin spelt it', () => {
    expect(wardDisplayName('Kofar-Mazugal (new)')).toBe('Kofar-Mazugal (new)');
  });

  it('leaves the slug as it was', () => {
    for (const written of ['AMANKALU/AKOLIUFU', "IGBERE 'A'", 'BOGORO ""A""', 'WARD IX, (N6B PART I)']) {
      expect(slugify(wardDisplayName(written))).toBe(slugify(written));
    }
  });
});
