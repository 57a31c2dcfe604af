/**
 * Review of synced records, as dataProvider methods: `review` decides a record's state
 * (POST /admin/{path}/{id}/review), `reviewHistory` reads its history (GET …/reviews). Resources
 * are react-admin names, renamed to their API paths here.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { ReviewBody, ReviewHistoryEntry } from '../domain/recordQuality';

export type { ReviewHistoryEntry };
import type { HttpClient } from './httpClient';

export interface ReviewMethods {
  review: (resource: string, id: Identifier, body: ReviewBody) => Promise<{ data: RaRecord; message: string }>;
  reviewHistory: (resource: string, id: Identifier) => Promise<{ data: ReviewHistoryEntry[] }>;
}

export function createReviewMethods(http: HttpClient, base: string, apiPathOf: (resource: string) => string): ReviewMethods {
  const url = (resource: string, id: Identifier, suffix: string) => `${base}/${apiPathOf(resource)}/${encodeURIComponent(String(id))}/${suffix}`;
  return {
    review: async (resource, id, body) => {
      const { json } = await http<{ data: RaRecord; message: string }>(url(resource, id, 'review'), { method: 'POST', body: JSON.stringify(body) });
      return json;
    },
    reviewHistory: async (resource, id) => {
      const { json } = await http<{ data: ReviewHistoryEntry[] }>(url(resource, id, 'reviews'));
      return json;
    },
  };
}
