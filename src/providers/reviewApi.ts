/**
 * Review of synced records, as dataProvider methods: `review` decides a record's state
 * (POST /admin/{path}/{id}/review), `reviewHistory` reads its history (GET …/reviews). Resources
 * are react-admin names, renamed to their API paths here.
 */
import type { Identifier } from 'ra-core';
import type { RecordSavedAnswer } from '../domain/api/records';
import type { ReviewHistoryAnswer, ReviewHistoryEntry } from '../domain/api/recordsReview';
import type { ReviewBody } from '../domain/recordQuality';
import type { HttpClient } from './httpClient';

export type { ReviewHistoryEntry };

export interface ReviewMethods {
  review: (resource: string, id: Identifier, body: ReviewBody) => Promise<RecordSavedAnswer>;
  reviewHistory: (resource: string, id: Identifier) => Promise<ReviewHistoryAnswer>;
}

export function createReviewMethods(http: HttpClient, base: string, apiPathOf: (resource: string) => string): ReviewMethods {
  const url = (resource: string, id: Identifier, suffix: string) => `${base}/${apiPathOf(resource)}/${encodeURIComponent(String(id))}/${suffix}`;
  return {
    review: async (resource, id, body) => {
      const { json } = await http<RecordSavedAnswer>(url(resource, id, 'review'), { method: 'POST', body: JSON.stringify(body) });
      return json;
    },
    reviewHistory: async (resource, id) => {
      const { json } = await http<ReviewHistoryAnswer>(url(resource, id, 'reviews'));
      return json;
    },
  };
}
