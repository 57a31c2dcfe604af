/**
 * The data table's rows at either level: the states (each with its zone) or the LGAs of one state
 * (each with its state), from their public answers.
 */
import type { LgaIndicatorsAnswer } from '../../../domain/api/publicLocal';
import type { PrimaryAgeRate } from '../../../domain/api/publicRates';
import { allStates } from '../../../domain/locations';
import type { IndicatorsAnswer, ReferenceFigure, Suppression } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import type { IndicatorFigures } from '../../components/indicators';
import { zoneLabel } from '../../components/labels';

export const TABLE_LEVELS = ['state', 'lga'] as const;
export type TableLevel = (typeof TABLE_LEVELS)[number];

/** The state whose LGAs the LGA level shows when none is chosen. */
export const FIRST_STATE = allStates()[0].slug;

export interface TableRow extends IndicatorFigures {
  id: string;
  slug: string;
  name: string;
  level: TableLevel;
  /** A state's zone, or an LGA's state. */
  parent: { slug: string; name: string } | null;
  literacy: ReferenceFigure | null;
  /** The out-of-school rate of the primary age group (its own columns: ./tableColumns.ts). */
  primaryAgeRate: PrimaryAgeRate;
}

export interface TableAnswer {
  level: TableLevel;
  /** The state of the LGA level. */
  state: { slug: string; name: string } | null;
  rows: TableRow[];
  suppression: Suppression;
  generatedAt: string;
}

export function stateTable(answer: IndicatorsAnswer): TableAnswer {
  return {
    level: 'state',
    state: null,
    rows: answer.data.map((row) => ({ ...row, level: 'state', parent: row.zone })),
    suppression: answer.suppression,
    generatedAt: answer.generatedAt,
  };
}

export function lgaTable(answer: LgaIndicatorsAnswer): TableAnswer {
  return {
    level: 'lga',
    state: answer.state,
    rows: answer.data.map((row) => ({ ...row, level: 'lga', parent: row.state, literacy: null })),
    suppression: answer.suppression,
    generatedAt: answer.generatedAt,
  };
}

/** The parent column's text: a zone's name in the chosen language, or a state's name. */
export const parentLabel = (t: Translate, row: TableRow): string => (row.level === 'state' ? zoneLabel(t, row.parent) : (row.parent?.name ?? ''));

/** The two first columns' headers: the row's own kind and its parent's. */
export const levelHeaders = (t: Translate, level: TableLevel): [string, string] =>
  level === 'state' ? [t('publicCommon.state'), t('publicCommon.zone')] : [t('dataTable.lga'), t('publicCommon.state')];
