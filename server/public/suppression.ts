/**
 * Primary and secondary (complementary) suppression over a set of additive groups: each group is
 * a total and the cells that add up to it (a row, a column, a zone and its states). Primary: every
 * count from 1 to SUPPRESSION_THRESHOLD - 1 is hidden. Secondary: a group with exactly one hidden
 * member would give it away (total minus the shown cells), so its smallest non-zero shown member
 * is hidden too; hiding a cell may expose another group it belongs to, so this repeats until no
 * group has exactly one hidden member. Deterministic: ties go to the cell listed first.
 */
import { suppress } from '../../src/domain/publicData';
import { Pacer } from '../eventLoop';

export interface AdditiveGroup {
  total: string;
  parts: readonly string[];
}

export interface SuppressionTable {
  /** Every cell's true count, in a fixed order (the tie-break). */
  cells: ReadonlyMap<string, number>;
  groups: readonly AdditiveGroup[];
  /**
   * Cells that are never published (e.g. records without a known state). Counted as known to a
   * reader unless primary-suppressed (the safe assumption), and never picked to hide another.
   */
  unpublished?: ReadonlySet<string>;
  /**
   * Unpublished cells that are differences of published ones (./primaryAgeCells): a reader knows
   * one unless one of its terms is hidden. Unlike the other unpublished cells they may be picked:
   * hiding one leaves its defining group with one hidden member, so the plan hides a term too.
   */
  derived?: ReadonlySet<string>;
  /** Cells hidden first when a group needs one more (the counts behind the rates). */
  expendable?: ReadonlySet<string>;
}

/** The keys of every cell to publish as suppressed (null); gives the event loop a turn every few milliseconds. */
export async function suppressedCells(table: SuppressionTable, pacer = new Pacer(), alreadyHidden: ReadonlySet<string> = new Set()): Promise<Set<string>> {
  const { cells, groups } = table;
  const unpublished = table.unpublished ?? new Set<string>();
  const derived = table.derived ?? new Set<string>();
  const expendable = table.expendable ?? new Set<string>();
  const order = new Map<string, number>();
  const hidden = new Set(alreadyHidden);
  for (const [key, count] of cells) {
    if (pacer.due()) await pacer.pause();
    order.set(key, order.size);
    if (suppress(count) === null) hidden.add(key);
  }
  const value = (key: string) => cells.get(key) ?? 0;

  const groupsOf = new Map<string, AdditiveGroup[]>();
  const hiddenCount = new Map<AdditiveGroup, number>();
  for (const group of groups) {
    if (pacer.due()) await pacer.pause();
    let count = 0;
    for (const key of [group.total, ...group.parts]) {
      if (hidden.has(key)) count += 1;
      const list = groupsOf.get(key);
      if (list) list.push(group);
      else groupsOf.set(key, [group]);
    }
    // Each group's count of hidden members, kept as cells are hidden (recounting made a plan over
    // every LGA and ward take seconds).
    hiddenCount.set(group, count);
  }

  const exposed = (group: AdditiveGroup) => hiddenCount.get(group) === 1;
  const hide = (key: string) => {
    hidden.add(key);
    for (const group of groupsOf.get(key) ?? []) hiddenCount.set(group, hiddenCount.get(group)! + 1);
  };
  const pickable = (key: string) => !hidden.has(key) && (!unpublished.has(key) || derived.has(key)) && value(key) > 0;
  /**
   * Whether hiding an expendable cell would expose a group that only a cell not expendable could
   * close again (a count of primary age whose sex has no other children: hiding it would hide the
   * published count of that sex too).
   */
  const forcesOthers = (key: string, group: AdditiveGroup) =>
    (groupsOf.get(key) ?? []).some(
      (other) => other !== group && hiddenCount.get(other) === 0 && ![other.total, ...other.parts].some((m) => m !== key && expendable.has(m) && pickable(m)),
    );
  /**
   * The cell to hide in an exposed group: an expendable one first (one that leaves the other
   * cells alone before one that does not), then one that also closes other exposed groups it
   * belongs to (one hidden cell instead of several), then the smallest, then the first listed.
   */
  const complement = (candidates: string[], group: AdditiveGroup): string | undefined => {
    const closes = (key: string) => (groupsOf.get(key) ?? []).filter((other) => other !== group && exposed(other)).length;
    const spare = (key: string) => (!expendable.has(key) ? 0 : forcesOthers(key, group) ? 1 : 2);
    const ranked = candidates.map((key) => ({ key, spare: spare(key), closes: closes(key), value: value(key), order: order.get(key)! }));
    ranked.sort((a, b) => b.spare - a.spare || b.closes - a.closes || a.value - b.value || a.order - b.order);
    return ranked[0]?.key;
  };

  const pending = [...groups];
  const queued = new Set(pending);
  for (let next = 0; next < pending.length; next += 1) {
    if (pacer.due()) await pacer.pause();
    const group = pending[next];
    queued.delete(group);
    const members = [group.total, ...group.parts];
    if (!exposed(group)) continue;
    const pick = complement(members.filter(pickable), group);
    if (pick === undefined) continue;
    hide(pick);
    for (const affected of groupsOf.get(pick) ?? []) {
      if (!queued.has(affected)) {
        queued.add(affected);
        pending.push(affected);
      }
    }
  }
  for (const key of unpublished) hidden.delete(key);
  return hidden;
}
