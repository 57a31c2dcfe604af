/** Data management (docs/api-data.md): CSV and XLSX export downloads and CSV imports, through the admin httpClient. */
import { HttpError } from 'ra-core';
import type { ExportQuery, ImportAnswer as ImportAnswerBody, ImportRejected, ImportReport } from '../domain/api/dataTransfer';
import { IMPORT_FILE_FIELD } from '../domain/dataTransfer';
import { apiUrl } from './apiUrl';
import { attachmentName, type DownloadedFile } from './commandCentreApi';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export interface ImportAnswer {
  ok: boolean;
  message: string;
  report: ImportReport;
}

export interface DataTransferApi {
  exportCsv(apiPath: string, query: ExportQuery): Promise<DownloadedFile>;
  /** A rejected file (400 with a report) answers ok: false with the rows' errors; other failures throw. */
  importCsv(apiPath: string, file: File, dryRun: boolean): Promise<ImportAnswer>;
}

export function createDataTransferApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): DataTransferApi {
  const base = `${baseUrl}/admin/data`;
  return {
    exportCsv: async (apiPath, query) => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
      const xlsx = query.format === 'xlsx';
      const accept = xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
      const answer = await http(`${base}/export/${apiPath}${params.size ? `?${params}` : ''}`, { binary: true, headers: { Accept: accept } });
      return { blob: answer.blob ?? new Blob([]), fileName: attachmentName(answer.headers.get('content-disposition'), `${apiPath}.${xlsx ? 'xlsx' : 'csv'}`) };
    },
    importCsv: async (apiPath, file, dryRun) => {
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      form.append(IMPORT_FILE_FIELD, file, file.name);
      try {
        const { json } = await http<ImportAnswerBody>(`${base}/import/${apiPath}`, { method: 'POST', body: form });
        return { ok: true, message: json.message, report: json.data };
      } catch (error) {
        const body = error instanceof HttpError ? (error.body as Partial<ImportRejected> | undefined) : undefined;
        if (body?.data) return { ok: false, message: body.message ?? (error as Error).message, report: body.data };
        throw error;
      }
    },
  };
}

export const dataTransferApi: DataTransferApi = createDataTransferApi();
