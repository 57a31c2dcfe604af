import { CHILD_MARKED_REQUIRED, type outOfSchoolChildShape } from '../../../domain/records';

const MARKED: ReadonlySet<string> = new Set(CHILD_MARKED_REQUIRED);

/** A child input's props: its source (its label is resources.out-of-school.fields.<source>), and the asterisk where the form marks one (spec 02 §5). */
export const childField = (source: keyof typeof outOfSchoolChildShape) => (MARKED.has(source) ? { source, required: true } : { source });
