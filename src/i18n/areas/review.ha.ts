/** Review of synced records. Hausa, the same keys as review.en.ts. */
import type { reviewEn } from './review.en';

export const reviewHa: typeof reviewEn = {
  review: {
    column: 'Dubawa',
    filter: 'Matsayin dubawa',
    states: {
      received: 'An karɓa',
      approved: 'An amince',
      has_issues: 'Yana da matsaloli',
      rejected: 'An ƙi',
    },
    sources: {
      review: 'Dubawa',
      edit: 'An gyara bayan amincewa',
      sync: 'Na’urar ta sake turawa',
      merge: 'Haɗewa',
    },
    section: 'Dubawa',
    state: 'Matsayi',
    lastComment: 'Sharhi na ƙarshe',
    noComment: 'Babu sharhi',
    approve: 'Amince',
    hasIssues: 'Yana da matsaloli',
    reject: 'Ƙi',
    dialog: {
      hasIssuesTitle: 'Yi alamar yana da matsaloli',
      rejectTitle: 'Ƙi bayanin',
      hasIssuesLabel: 'Waɗanne filaye ne ke da matsala?',
      rejectLabel: 'Dalilin ƙin',
      required: 'Ana buƙatar sharhi',
      cancel: 'Soke',
      confirm: 'Ajiye',
    },
    failed: 'Ba a iya ajiye dubawar ba. Da fatan a sake gwadawa.',
    history: 'Tarihin dubawa',
    noHistory: 'Ba a duba wannan bayanin ba tukuna.',
    historyFailed: 'Ba a iya loda tarihin dubawa ba.',
    by: '%{name}, %{time}',
    unknownUser: 'Mai amfani da ba a sani ba',
  },
};
