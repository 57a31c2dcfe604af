export { SchoolEdit } from './SchoolEdit';
