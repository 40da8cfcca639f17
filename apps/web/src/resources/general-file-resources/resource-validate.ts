import { fillMessage, generalFileResourceSchema, MSG } from '@doyang/domain';
import { zodValidate } from '../shared/zod-validate.ts';
import { looksAccepted } from './resource-file.ts';

/** The server's limit (config UPLOAD_MAX_BYTES, 10 MiB by default): said before a long upload, checked again there. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

const pickedFile = (value: unknown): File | null => {
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  return raw instanceof File ? raw : null;
};

/** The form's texts: the name's (domain schema), a file needed on create, one the server would refuse at once. */
export function resourceErrors(isNew: boolean) {
  const nameErrors = zodValidate(generalFileResourceSchema);
  return (values: Record<string, unknown>): Record<string, string> => {
    const errors = nameErrors({ name: values.name });
    const file = pickedFile(values.file);
    if (isNew && !file) errors.file = MSG.uploadRequired;
    else if (file && !looksAccepted(file)) errors.file = MSG.uploadKindRefused;
    else if (file && file.size > UPLOAD_LIMIT_BYTES) errors.file = fillMessage(MSG.uploadTooLarge, { max: 10 });
    return errors;
  };
}
