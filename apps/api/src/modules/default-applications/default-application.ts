import type { DefaultApplication, PrismaClient, StoredFile } from '@mainwork/db';
import {
  DEFAULT_APPLICATION_MESSAGES,
  type TDefaultApplication,
  type TDefaultApplicationFields,
} from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { checkContactFields } from '../applications/contact-fields.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { storedFileRow } from '../../infra/storage/store-upload.ts';
import { isPrismaKnownError, isUniqueViolation } from '../../infra/database-errors.ts';

const RESUME = 'default_application[resume]';
const COVER_LETTER = 'default_application[cover_letter]';
const FILE_URL = {
  resume: '/api/v1/me/default_application/resume',
  cover_letter: '/api/v1/me/default_application/cover_letter',
};

type WithFiles = DefaultApplication & { resume: StoredFile | null; coverLetter: StoredFile | null };
const withFiles = { resume: true, coverLetter: true } as const;

const notFound = () => new AppError('not_found', DEFAULT_APPLICATION_MESSAGES.notFound);

function toDefaultApplication(defaults: WithFiles): TDefaultApplication {
  return {
    id: defaults.id,
    first_name: defaults.firstName,
    last_name: defaults.lastName,
    email: defaults.email,
    phone: defaults.phone,
    resume_url: defaults.resume ? FILE_URL.resume : null,
    resume_filename: defaults.resume?.filename ?? null,
    cover_letter_url: defaults.coverLetter ? FILE_URL.cover_letter : null,
    cover_letter_filename: defaults.coverLetter?.filename ?? null,
  };
}

/** The candidate's Instant Apply defaults; 404 with the spec's message when none were saved. */
export async function findDefaultApplication(
  prisma: PrismaClient,
  input: { userId: number; ability: AppAbility },
): Promise<TDefaultApplication> {
  if (!input.ability.can('read', 'DefaultApplication')) throw AppError.forbidden();
  const defaults = await prisma.defaultApplication.findUnique({ where: { userId: input.userId }, include: withFiles });
  if (!defaults) throw notFound();
  return toDefaultApplication(defaults);
}

/** A saved default file, for its owner only (the path names no one else's). */
export async function findDefaultApplicationFile(
  prisma: PrismaClient,
  input: { userId: number; which: 'resume' | 'coverLetter' },
): Promise<StoredFile> {
  const defaults = await prisma.defaultApplication.findUnique({ where: { userId: input.userId }, include: withFiles });
  const file = defaults?.[input.which];
  if (!file) throw AppError.notFound('File');
  return file;
}

function checkFields(fields: TDefaultApplicationFields['default_application']) {
  const errors = new FieldErrors();
  const contact = checkContactFields(fields ?? {}, errors, { required: false });
  errors.throwIfAny();
  return contact;
}

/** Saves defaults for the first time; every field may be blank, but what is given must be valid. */
export async function createDefaultApplication(
  prisma: PrismaClient,
  input: {
    userId: number;
    ability: AppAbility;
    fields: TDefaultApplicationFields['default_application'];
    uploads: ReceivedUploads;
  },
): Promise<TDefaultApplication> {
  if (!input.ability.can('create', 'DefaultApplication')) throw AppError.forbidden();
  const contact = checkFields(input.fields);
  const resume = input.uploads.get(RESUME);
  const coverLetter = input.uploads.get(COVER_LETTER);
  try {
    const created = await prisma.defaultApplication.create({
      data: {
        user: { connect: { id: input.userId } },
        ...contact,
        ...(resume ? { resume: { create: storedFileRow(resume, { public: false }) } } : {}),
        ...(coverLetter ? { coverLetter: { create: storedFileRow(coverLetter, { public: false }) } } : {}),
      },
      include: withFiles,
    });
    return toDefaultApplication(created);
  } catch (error) {
    // Defaults are one per user: the unique user id, or Prisma's own check of the one-to-one relation (P2014).
    if (isUniqueViolation(error) || (isPrismaKnownError(error) && error.code === 'P2014'))
      throw new AppError('conflict', DEFAULT_APPLICATION_MESSAGES.alreadyExists);
    throw error;
  }
}

/**
 * Changes the defaults: the text fields as sent (a blank one is cleared), a file only when a new one
 * is sent. A replaced file is deleted once the change is committed.
 */
export async function updateDefaultApplication(
  deps: { prisma: PrismaClient; storage: FileStorage },
  input: {
    userId: number;
    ability: AppAbility;
    fields: TDefaultApplicationFields['default_application'];
    uploads: ReceivedUploads;
  },
): Promise<TDefaultApplication> {
  const { prisma } = deps;
  if (!input.ability.can('update', 'DefaultApplication')) throw AppError.forbidden();
  const existing = await prisma.defaultApplication.findUnique({ where: { userId: input.userId }, include: withFiles });
  if (!existing) throw notFound();
  const contact = checkFields(input.fields);
  const resume = input.uploads.get(RESUME);
  const coverLetter = input.uploads.get(COVER_LETTER);
  const replaced = [resume && existing.resume, coverLetter && existing.coverLetter].filter((file): file is StoredFile =>
    Boolean(file),
  );
  const updated = await prisma.$transaction(async (tx) => {
    const row = await tx.defaultApplication.update({
      where: { id: existing.id },
      data: {
        ...contact,
        ...(resume ? { resume: { create: storedFileRow(resume, { public: false }) } } : {}),
        ...(coverLetter ? { coverLetter: { create: storedFileRow(coverLetter, { public: false }) } } : {}),
      },
      include: withFiles,
    });
    if (replaced.length > 0) await tx.storedFile.deleteMany({ where: { id: { in: replaced.map((file) => file.id) } } });
    return row;
  });
  await Promise.all(replaced.map((file) => deps.storage.remove(file.storageKey).catch(() => undefined)));
  return toDefaultApplication(updated);
}
