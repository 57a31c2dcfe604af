/** Kysely types of migration 006: programmes and reference indicators (docs/api-public.md). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columnTypes';
import type { PopulationSex } from '../../src/domain/population';
import type { ProgrammePartner, ProgrammeStatus, ReferenceFigure } from '../../src/domain/publicData';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface ProgrammesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: Generated<string>;
  description: Generated<string>;
  status: ProgrammeStatus;
  /** yyyy-MM-dd (the connection keeps dates as text). */
  startDate: string | null;
  endDate: string | null;
  /** State slugs. */
  states: Json<string[]>;
  partners: Json<ProgrammePartner[]>;
  published: Generated<boolean>;
  publishedAt: OptionalTimestamp;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A reference figure as published (src/domain/publicData), plus its order and bookkeeping. */
export interface ReferenceIndicatorsTable extends Omit<ReferenceFigure, 'id' | 'updatedAt'> {
  id: Generated<number>;
  sortOrder: Generated<number>;
  updatedBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Migration 023: population estimates, the rates' denominators ('' for no state or no LGA). */
export interface PopulationEstimatesTable {
  id: Generated<number>;
  state: string;
  lga: string;
  ageGroup: string;
  sex: PopulationSex;
  year: number;
  population: number;
  source: string;
  licence: string;
  demo: Generated<boolean>;
  updatedBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PublicTables {
  programmes: ProgrammesTable;
  referenceIndicators: ReferenceIndicatorsTable;
  populationEstimates: PopulationEstimatesTable;
}
