/**
 * The demo generator's randomness (generator/random.ts) reads Faker's en_NG locale only, with
 * English and Faker's base data beneath it, and not the package's index of every locale.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../generator/random';

describe('the demo generator randomness', () => {
  it('speaks en_NG, falling back to English where en_NG has no list', () => {
    const rng = new Rng(5);
    expect(rng.faker.rawDefinitions.metadata?.code).toBe('en_NG');
    const nigerianFirstNames = [...(rng.faker.rawDefinitions.person?.first_name?.female ?? []), ...(rng.faker.rawDefinitions.person?.first_name?.male ?? [])];
    expect(nigerianFirstNames).toContain(rng.faker.person.firstName());
    // en_NG has no colour list: it comes from English.
    expect(rng.faker.color.human()).toMatch(/^[a-z ]+$/);
  });

  it('gives the same values for the same seed, other values for another', () => {
    const draw = (seed: number) => {
      const rng = new Rng(seed);
      return Array.from({ length: 20 }, () => [rng.int(0, 1_000_000), rng.faker.person.fullName()]);
    };
    expect(draw(11)).toEqual(draw(11));
    expect(draw(12)).not.toEqual(draw(11));
  });

  it("imports the en_NG entry, never the package's index of every locale", () => {
    const source = fs.readFileSync('generator/random.ts', 'utf8');
    const imports = [...source.matchAll(/from '(@faker-js\/faker[^']*)'/g)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(
      imports.filter((specifier) => specifier !== '@faker-js/faker/locale/en_NG' && !source.includes(`import type { Faker } from '${specifier}'`)),
    ).toEqual([]);
  });
});
