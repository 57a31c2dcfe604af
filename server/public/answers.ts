/**
 * The public answers (docs/api-public.md), built from the cached tallies, reference figures and
 * programmes, each checked against its schema (which drops anything not in it) and cached as JSON.
 */
import { allStates, allZones, ZONE_STATES, stateBySlug } from '../../src/domain/locations';
import {
  SUPPRESSION_NOTE,
  SUPPRESSION_THRESHOLD,
  type IndicatorLevel,
  type IndicatorRow,
  type ReferenceFigure,
  type SummaryAnswer,
} from '../../src/domain/publicData';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { loadTallies, sourceFingerprint, type LeveledTallies } from './aggregates';
import { AnswerCache, type SerializedAnswer } from './cache';
import { Denominators } from './denominators';
import { PublicFigures, statesWithRecords } from './figures';
import { lgaAnswer, loadWardNames, wardAnswer, type LeveledFigures, type WardNames } from './localAnswers';
import {
  countPublishedProgrammes,
  findPublishedProgramme,
  listPublishedProgrammes,
  statesOf,
  toPublicProgramme,
  type ProgrammeRow,
  type PublicProgrammeFilter,
} from './programmes';
import { figuresOfArea, loadReferenceFigures, STATE_LITERACY_INDICATOR } from './references';
import { planSuppression } from './suppressionPlan';
import { populationSourcesAnswerSchema } from '../../src/domain/api/population';
import { listPopulationSources } from '../population/sources';
import { indicatorsAnswerSchema, programmeAnswerSchema, programmesAnswerSchema, referenceAnswerSchema, summaryAnswerSchema } from '../../src/domain/api/public';

const suppression = () => ({ threshold: SUPPRESSION_THRESHOLD, note: SUPPRESSION_NOTE });

export class PublicData {
  readonly cache: AnswerCache;

  constructor(
    private readonly db: Db,
    options: { checkIntervalMs: number; maxAgeMs?: number },
  ) {
    this.cache = new AnswerCache({ fingerprint: () => sourceFingerprint(db), ...options });
  }

  /** The tallies and the suppression plan over every public answer, built once per change of the data. */
  private figures(): Promise<LeveledFigures> {
    return this.cache.get('figures', async () => {
      const [tallies, programmes, wards, denominators]: [LeveledTallies, ProgrammeRow[], WardNames, Denominators] = await this.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => [await loadTallies(trx), await listPublishedProgrammes(trx), await loadWardNames(trx), await Denominators.load(trx)]);
      const wardSlugs = new Map([...wards].map(([place, list]) => [place, list.map((ward) => ward.slug)]));
      const hidden = await planSuppression(tallies, programmes.map(statesOf), wardSlugs);
      return {
        state: new PublicFigures(tallies.state, hidden, denominators),
        lga: new PublicFigures(tallies.lga, hidden, denominators),
        ward: new PublicFigures(tallies.ward, hidden),
        wards,
      };
    });
  }

  private references(): Promise<ReferenceFigure[]> {
    return this.cache.get('references', () => loadReferenceFigures(this.db));
  }

  summary(): Promise<SerializedAnswer> {
    return this.cache.answer('summary', async () => {
      const [{ state: published }, figures, programmes] = await Promise.all([this.figures(), this.references(), countPublishedProgrammes(this.db)]);
      const t = published.tallies;
      const all = published.area(null);
      const national = figures.filter((f) => f.scope !== 'state');
      const answer: SummaryAnswer = {
        data: {
          totals: {
            learningCentres: all.learningCentres.total,
            learners: all.learners.total,
            outOfSchoolChildren: all.outOfSchoolChildren.total,
            households: all.households,
            communities: all.communities,
            statesWithRecords: statesWithRecords(t),
          },
          learningCentresByType: all.learningCentres.byType,
          learnersBySex: all.learners.bySex,
          learnersBySchoolType: all.learners.bySchoolType,
          outOfSchoolChildren: published.childBreakdowns(null),
          outOfSchoolPrimaryAge: all.outOfSchoolPrimaryAge,
          primaryAgeRate: all.primaryAgeRate,
          reference: {
            literacy: national.filter((f) => f.category === 'literacy'),
            outOfSchool: national.filter((f) => f.category === 'out-of-school'),
            almajiri: national.filter((f) => f.category === 'almajiri'),
          },
          programmes,
          lastRecordUpdate: t.lastRecordUpdate,
        },
        suppression: suppression(),
        generatedAt: new Date().toISOString(),
      };
      return summaryAnswerSchema.parse(answer);
    });
  }

  indicators(level: IndicatorLevel): Promise<SerializedAnswer> {
    return this.cache.answer(`indicators:${level}`, async () => {
      const [{ state: published }, figures] = await Promise.all([this.figures(), this.references()]);
      const data: IndicatorRow[] =
        level === 'state'
          ? allStates().map((state) => {
              const reference = figuresOfArea(figures, 'state', state.slug);
              const zone = allZones().find((z) => z.slug === state.zone);
              return {
                id: state.slug,
                level,
                slug: state.slug,
                name: state.name,
                zone: zone ? { slug: zone.slug, name: zone.name } : null,
                states: [state.slug],
                ...published.area(new Set([state.slug])),
                literacy: reference.find((f) => f.indicator === STATE_LITERACY_INDICATOR) ?? null,
                reference,
              };
            })
          : allZones().map((zone) => ({
              id: zone.slug,
              level,
              slug: zone.slug,
              name: zone.name,
              zone: null,
              states: [...ZONE_STATES[zone.slug]],
              ...published.area(new Set(ZONE_STATES[zone.slug])),
              literacy: null,
              reference: figuresOfArea(figures, 'zone', zone.slug),
            }));
      return indicatorsAnswerSchema.parse({ level, data, suppression: suppression(), generatedAt: new Date().toISOString() });
    });
  }

  /** The LGAs of one state (a known slug: the query schema checked it). */
  lgaIndicators(state: string): Promise<SerializedAnswer> {
    return this.cache.answer(`indicators:lga:${state}`, async () => lgaAnswer(await this.figures(), state));
  }

  /** The wards of one LGA, counts only. */
  wardIndicators(state: string, lga: string): Promise<SerializedAnswer> {
    return this.cache.answer(`indicators:ward:${state}/${lga}`, async () => wardAnswer(await this.figures(), state, lga));
  }

  /** The sources of the stored population estimates (the Data Sources page). */
  populationSources(): Promise<SerializedAnswer> {
    return this.cache.answer('populationSources', async () =>
      populationSourcesAnswerSchema.parse({ data: await listPopulationSources(this.db), generatedAt: new Date().toISOString() }),
    );
  }

  referenceFigures(): Promise<SerializedAnswer> {
    return this.cache.answer('reference', async () => referenceAnswerSchema.parse({ data: await this.references() }));
  }

  programmes(filter: PublicProgrammeFilter): Promise<SerializedAnswer> {
    return this.cache.answer(`programmes:${filter.status ?? ''}:${filter.state ?? ''}`, async () => {
      const rows = await listPublishedProgrammes(this.db, filter);
      return programmesAnswerSchema.parse({ data: rows.map(toPublicProgramme), generatedAt: new Date().toISOString() });
    });
  }

  programme(idOrSlug: string): Promise<SerializedAnswer> {
    return this.cache.answer(`programme:${idOrSlug}`, async () => {
      const row = await findPublishedProgramme(this.db, idOrSlug);
      if (!row) throw notFound('The programme');
      const { state: published } = await this.figures();
      const covered = statesOf(row).filter((slug) => stateBySlug(slug));
      const data = {
        ...toPublicProgramme(row),
        description: row.description,
        progress: {
          ...published.progress(new Set(covered)),
          byState: covered.map((slug) => ({ slug, name: stateBySlug(slug)?.name ?? slug, ...published.progress(new Set([slug])) })),
        },
      };
      return programmeAnswerSchema.parse({ data, suppression: suppression(), generatedAt: new Date().toISOString() });
    });
  }
}
