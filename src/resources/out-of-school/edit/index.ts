export { OutOfSchoolEdit } from './OutOfSchoolEdit';
