import { type GeneralFileResourceAnswer, type GeneralFileResourceFields, MSG } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { general_file_resources as table } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { removeAfterCommit } from '../../http/stored-files.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { fileSlug } from '../../reports/download.ts';
import { documentKind } from '../../storage/file-kinds.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newStorageKey } from '../../storage/storage-keys.ts';

type Row = typeof table.$inferSelect;

/** The name a download takes: the resource's name as a file name, with what its bytes really are ('reglamento.pdf'). */
export const downloadName = (name: string, extension: string): string => `${fileSlug(name)}.${extension}`;

/** A row as the API answers it. */
export const resourceOnWire = (row: Row): GeneralFileResourceAnswer => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  file_name: downloadName(row.name, row.extension),
});

/** The row, or 404. */
export async function resourceRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return row;
}

const fileColumns = (file: UploadedFile) => ({
  file: file.key,
  content_type: file.contentType,
  extension: file.extension,
  size: file.size,
});

/** A new resource with its stored file. */
export async function createResource(
  db: Db,
  actorId: number,
  fields: GeneralFileResourceFields,
  file: UploadedFile,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({ name: fields.name, ...fileColumns(file), created_by: actorId })
    .returning({ id: table.id });
  return row.id;
}

/** The row, locked for this write (two saves of one resource must not both keep their file). */
async function lockedRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A new name, a new file, or both; the replaced file goes once the write has committed. */
export async function updateResource(
  db: Db,
  request: FastifyRequest,
  id: number,
  fields: Partial<GeneralFileResourceFields>,
  file: UploadedFile | null,
): Promise<void> {
  const before = await lockedRow(db, id);
  await db
    .update(table)
    .set({ ...(fields.name !== undefined && { name: fields.name }), ...(file && fileColumns(file)), updated_at: new Date() })
    .where(eq(table.id, id));
  if (file) removeAfterCommit(request, before.file);
}

/** Deletes the row; its file goes once the delete has committed (never before: a rolled-back delete keeps its row). */
export async function deleteResource(db: Db, request: FastifyRequest, id: number): Promise<Row> {
  const [row] = await db.delete(table).where(eq(table.id, id)).returning();
  if (!row) throw notFound();
  removeAfterCommit(request, row.file);
  return row;
}

/**
 * A resource made outside a request (the demo seed): the bytes checked as an upload is, stored, then the row. Outside a
 * request nothing removes the file if the insert fails: the seed's transaction-less run stops there anyway.
 */
export async function publishResource(
  db: Db,
  storage: FileStorage,
  o: { name: string; bytes: Uint8Array; createdBy: number | null; createdAt?: Date },
): Promise<number> {
  const kind = await documentKind(o.bytes);
  if (!kind) throw validationError({ file: [MSG.uploadKindRefused] });
  const key = newStorageKey('general-file-resources', kind.extension);
  await storage.put(key, o.bytes, kind.contentType);
  const [row] = await db
    .insert(table)
    .values({
      name: o.name.toUpperCase(),
      file: key,
      content_type: kind.contentType,
      extension: kind.extension,
      size: o.bytes.byteLength,
      created_by: o.createdBy,
      ...(o.createdAt && { created_at: o.createdAt, updated_at: o.createdAt }),
    })
    .returning({ id: table.id });
  return row.id;
}
