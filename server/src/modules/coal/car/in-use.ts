import type { Db } from '../../../core/db/client';
import type { ApiRecord } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';

/**
 * The answer to "is this car in use": a car on an open pickup order (提煤单), a queue ticket or a weighing must not
 * be deleted (coal-domain.md "Dispatch"). Those records do not exist yet; each module that brings one adds its check
 * here with `addCarUse` from its module file, and every delete of a car, soft or permanent, asks them all. Until a
 * module adds one, no car is in use.
 */
export interface CarUse {
  /** What uses cars (提煤单), for reading the list of uses. */
  name: string;
  /**
   * The refusal for the first of `cars` in use (车辆「晋A12345」有未完成的提煤单，不能删除), else undefined.
   * `permanent`: the delete empties the recycle bin.
   */
  refusal(tx: Db, cars: ApiRecord[], permanent: boolean): Promise<string | undefined>;
}

const USES: CarUse[] = [];

/** Registers a check that refuses deleting cars while something uses them. */
export function addCarUse(use: CarUse): void {
  if (USES.some((u) => u.name === use.name)) return;
  USES.push(use);
}

export function carUses(): readonly CarUse[] {
  return USES;
}

/** The first refusal of the registered uses, else undefined. */
export async function carInUse(tx: Db, cars: ApiRecord[], permanent: boolean): Promise<string | undefined> {
  for (const u of USES) {
    const refusal = await u.refusal(tx, cars, permanent);
    if (refusal) return refusal;
  }
  return undefined;
}

/** Throws the first refusal of the registered uses. */
export async function refuseCarDeleteInUse(tx: Db, cars: ApiRecord[], permanent: boolean): Promise<void> {
  const refusal = await carInUse(tx, cars, permanent);
  if (refusal) throw new BizError(refusal);
}
