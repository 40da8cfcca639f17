import { MSG } from '@doyang/domain';
import { useCallback, useState } from 'react';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import type { ApiErrorBody } from '../../../providers/api.ts';
import { downloadFile } from '../../shared/download.ts';

// The printed exam documents (spec 03 §7, file names in docs/decisions.md "Issue 11 — printable exam documents").
export const examSheetPaths = {
  application: (examId: number, userId: number, partial?: number) =>
    `/exam_applications/exam/${examId}/user/${userId}${partial ? `?partial_number=${partial}` : ''}`,
  resultSheet: (examId: number, doyangId: number | null) =>
    `/exams/result_sheet/${examId}${doyangId ? `?doyang_id=${doyangId}` : ''}`,
  byCertifier: (examId: number, doyangId: number | null) =>
    `/exams/result_sheet_by_certifier/${examId}${doyangId ? `?doyang_id=${doyangId}` : ''}`,
  allSheets: (examId: number, doyangId: number | null) =>
    `/exams/download-all-exam-sheets/${examId}${doyangId ? `?doyang_id=${doyangId}` : ''}`,
};

/**
 * Exam PDF downloads: which one is running (its key), and a `fetchSheet` that answers null when the file was saved,
 * or the JSON the server sent instead of a PDF. Spec 01 §5 / 03 §8: that JSON's message is shown in an alert; the
 * caller decides first whether it is the partial-number prompt. An expired session (401) ends it as everywhere.
 */
export function useExamSheet() {
  const [busy, setBusy] = useState<string | null>(null);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const fetchSheet = useCallback(
    async (key: string, path: string, fallbackName: string): Promise<ApiErrorBody | null> => {
      setBusy(key);
      try {
        await downloadFile(path, fallbackName);
        return null;
      } catch (error) {
        if (await logoutIfAccessDenied(error)) return null;
        return error instanceof HttpError && error.body && typeof error.body === 'object' ? (error.body as ApiErrorBody) : {};
      } finally {
        setBusy(null);
      }
    },
    [logoutIfAccessDenied],
  );
  return { busy, fetchSheet };
}

/** The alert of a refused download: the server's Spanish text verbatim (the missing items), else the generic one. */
export const alertRefusal = (body: ApiErrorBody) => window.alert(body.message || MSG.generic);
