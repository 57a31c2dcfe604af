export { HouseholdEdit } from './HouseholdEdit';
