import type { PrismaClient } from '@mainwork/db';
import { REGION_NAME_MAX, type TRegion, type TRegionFields } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import { takenOnRace } from '../../http/taken-on-race.ts';
import type { AppAbility } from '../../permissions/abilities.ts';

const TAKEN = 'has already been taken';

function checkName(fields: TRegionFields): string {
  const errors = new FieldErrors();
  const name = fields.region?.name?.trim() ?? '';
  if (!name) errors.add('name', "can't be blank");
  else if (name.length > REGION_NAME_MAX) errors.add('name', `is too long (maximum is ${REGION_NAME_MAX} characters)`);
  errors.throwIfAny();
  return name;
}

/** Names are unique whatever their case ('North Shore' and 'north shore' are one region). */
async function checkNameFree(prisma: PrismaClient, name: string, exceptId?: number) {
  const taken = await prisma.region.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw AppError.invalid({ name: [TAKEN] });
}

const nameTakenOnRace = (write: () => Promise<TRegion>) => takenOnRace('name', TAKEN, write);

const select = { id: true, name: true } as const;

export async function createRegion(
  prisma: PrismaClient,
  input: { ability: AppAbility; fields: TRegionFields },
): Promise<TRegion> {
  if (!input.ability.can('create', 'region')) throw AppError.forbidden();
  const name = checkName(input.fields);
  await checkNameFree(prisma, name);
  return nameTakenOnRace(() => prisma.region.create({ data: { name }, select }));
}

export async function updateRegion(
  prisma: PrismaClient,
  input: { ability: AppAbility; id: number; fields: TRegionFields },
): Promise<TRegion> {
  if (!input.ability.can('update', 'region')) throw AppError.forbidden();
  if (!(await prisma.region.findUnique({ where: { id: input.id }, select }))) throw AppError.notFound('Region');
  const name = checkName(input.fields);
  await checkNameFree(prisma, name, input.id);
  return nameTakenOnRace(() => prisma.region.update({ where: { id: input.id }, data: { name }, select }));
}
