import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from '../../../src/public/components/lazyPage';
import { csvCell, toCsv } from '../../../src/public/components/csv';
import { compareValues } from '../../../src/public/components/indicators';
import { classOf, quantileClasses } from '../../../src/public/components/map/classes';
import { STATE_SHAPES } from '../../../src/public/components/map/nigeriaMap';
import { tableCsv } from '../../../src/public/pages/dataTable/tableCsv';
import { stateTable } from '../../../src/public/pages/dataTable/tableRows';
import { translateIn } from '../../../src/i18n/translate';
import { INDICATOR_BY_ID } from '../../../src/public/components/indicators';
import { STATES } from '../../../src/domain/locations';
import { stateAnswer } from './support/publicFixtures';

describe('CSV of the public downloads', () => {
  it('neutralises cells a spreadsheet would run as a formula, and quotes', () => {
    for (const danger of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx']) expect(csvCell(danger)).toMatch(/^"?'/);
    expect(csvCell('Kano, North')).toBe('"Kano, North"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-4)).toBe('-4');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it('writes the shown rows and columns with hidden counts as "x"', () => {
    const rows = stateTable(stateAnswer).rows.slice(0, 2);
    const columns = [INDICATOR_BY_ID.get('literacy')!, INDICATOR_BY_ID.get('learning-centres')!];
    const csv = tableCsv({ rows, columns }, (key, options) => translateIn('en', key, options));
    expect(csv.split('\r\n')).toEqual(['State,Zone,Literacy rate (%),Learning centres', 'Abia,South East,50,0', 'Adamawa,North East,51,x', '']);
    const hausa = tableCsv({ rows, columns }, (key, options) => translateIn('ha', key, options));
    expect(hausa.split('\r\n')).toEqual([
      'Jiha,Shiyya,Yawan masu iya karatu da rubutu (%),Cibiyoyin koyo',
      'Abia,Kudu maso Gabas,50,0',
      'Adamawa,Arewa maso Gabas,51,x',
      '',
    ]);
  });
});

describe('map', () => {
  it('draws one shape per state, keyed by our slugs', () => {
    expect(STATE_SHAPES.map((s) => s.slug).sort()).toEqual(STATES.map((s) => s.slug).sort());
    expect(STATE_SHAPES.find((s) => s.slug === 'nasarawa')?.path).toMatch(/^m/i);
  });

  it('makes quantile classes that cover every value without overlap', () => {
    const values = [
      7, 10, 15, 19, 19, 21, 23, 23, 25, 29, 38, 47, 56, 59, 64, 70, 72, 74, 78, 79, 80, 81, 82, 84, 87, 87, 89, 89, 91, 91, 92, 93, 94, 96, 96, 96, 96,
    ];
    const classes = quantileClasses(values);
    expect(classes).toHaveLength(5);
    for (const value of values) expect(classOf(value, classes)).toBeDefined();
    for (let i = 1; i < classes.length; i += 1) expect(classes[i].from).toBeGreaterThan(classes[i - 1].to);
    expect(quantileClasses([5, 5, 5])).toHaveLength(1);
    expect(quantileClasses([])).toEqual([]);
  });
});

describe('sorting', () => {
  it('puts a hidden count after 0 and before every shown count, and a missing figure last either way', () => {
    const values = [10, undefined, null, 0, 5];
    expect([...values].sort((a, b) => compareValues(a, b, 'asc'))).toEqual([0, null, 5, 10, undefined]);
    expect([...values].sort((a, b) => compareValues(a, b, 'desc'))).toEqual([10, 5, null, 0, undefined]);
  });
});

describe('lazy pages', () => {
  afterEach(cleanup);

  it('shows the spinner, then the page; a preloaded page renders at once', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Loaded page</h1> }));
    const first = render(<Page />);
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    first.unmount();
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('keeps a failing page inside its error boundary', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage(async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    render(<Broken />);
    expect(await screen.findByTestId('page-error')).toHaveTextContent('This page could not be shown.');
    quiet.mockRestore();
  });
});
