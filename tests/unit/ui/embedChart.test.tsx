/**
 * The embed page's SVG bar chart and its table: bars in proportion, hidden counts marked "x"
 * without a bar, stacks on top of each other, the chosen state darker, an accessible name and
 * description, the figures as a table.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FigureTable } from '../../../src/embed/FigureTable';
import { SvgBarChart } from '../../../src/embed/SvgBarChart';
import { axisMax, niceStep, wrapLabel } from '../../../src/embed/barGeometry';

afterEach(cleanup);

const green = { label: 'Children', color: '#00703c', values: [10, null, 0, 40] };

function bars() {
  return screen.getAllByTestId('embed-bar');
}

describe('the embed SVG bar chart', () => {
  it('draws horizontal bars in proportion to their values and marks a hidden count "x" without a bar', () => {
    render(<SvgBarChart label="Children by reason (children)" description="Bar chart" categories={['A', 'B', 'C', 'D']} series={[green]} horizontal />);
    const drawn = bars();
    // A, C (0: a bar of no length) and D; B is hidden.
    expect(drawn).toHaveLength(3);
    const width = (i: number) => Number(drawn[i].getAttribute('width'));
    expect(width(2)).toBeCloseTo(4 * width(0), 5);
    expect(width(1)).toBe(0);
    const hidden = screen.getByTestId('embed-suppressed');
    expect(hidden).toHaveTextContent('x');
    expect(hidden.querySelector('title')).toHaveTextContent('B, Children: x');
  });

  it('is an image named by its title and described by its description', () => {
    render(<SvgBarChart label="Learners by type (learners)" description="Bar chart of learners by type." categories={['A']} series={[green]} />);
    const image = screen.getByRole('img', { name: 'Learners by type (learners)' });
    expect(image).toHaveAccessibleDescription('Bar chart of learners by type.');
  });

  it('stacks the series of a stacked chart on top of each other', () => {
    const boys = { label: 'Boys', color: '#0072b2', values: [30, 20] };
    const girls = { label: 'Girls', color: '#d55e00', values: [10, null] };
    render(<SvgBarChart label="By zone" description="d" categories={['North', 'South']} series={[boys, girls]} stacked />);
    const [northBoys, northGirls, southBoys] = bars();
    const y = (el: Element) => Number(el.getAttribute('y'));
    const height = (el: Element) => Number(el.getAttribute('height'));
    // Girls sit on top of boys: their bottom edge is the top of the boys' bar.
    expect(y(northGirls) + height(northGirls)).toBeCloseTo(y(northBoys), 5);
    expect(height(northBoys)).toBeCloseTo(3 * height(northGirls), 5);
    expect(northBoys.getAttribute('x')).toBe(northGirls.getAttribute('x'));
    expect(height(southBoys)).toBeCloseTo(2 * height(northGirls), 5);
    // South's hidden count of girls has no bar.
    expect(bars()).toHaveLength(3);
  });

  it('draws the chosen state darker', () => {
    render(
      <SvgBarChart
        label="Literacy"
        description="d"
        categories={['Kano', 'Lagos']}
        series={[{ ...green, values: [38, 96] }]}
        percent
        horizontal
        highlight="Lagos"
      />,
    );
    const [kano, lagos] = bars();
    expect(kano).toHaveAttribute('fill', '#00703c');
    expect(lagos).toHaveAttribute('fill', '#003d20');
  });

  it('scales per cents to 100 and counts to a round number above the longest bar', () => {
    expect(axisMax([green], 4, false, true)).toBe(100);
    expect(axisMax([green], 4, false, false)).toBe(40);
    expect(axisMax([{ ...green, values: [43, 7] }], 2, false, false)).toBe(50);
    expect(
      axisMax(
        [
          { ...green, values: [30, 20] },
          { ...green, values: [25, null] },
        ],
        2,
        true,
        false,
      ),
    ).toBe(60);
    expect(niceStep(0)).toBe(1);
    expect(wrapLabel('Faith Based Institution')).toEqual(['Faith Based', 'Institution']);
  });
});

describe('the embed table of figures', () => {
  it('lists every category and series, a hidden count as "x"', () => {
    render(<FigureTable caption="Children by sex" categoryLabel="Sex" categories={['Boys', 'Girls']} series={[{ ...green, values: [1200, null] }]} />);
    const table = screen.getByRole('table', { name: 'Children by sex' });
    expect(within(table).getByRole('columnheader', { name: 'Sex' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Boys/ })).toHaveTextContent('1,200');
    expect(within(table).getByRole('row', { name: /Girls/ })).toHaveTextContent('x');
  });
});
