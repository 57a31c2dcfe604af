export { CommunityEdit } from './CommunityEdit';
