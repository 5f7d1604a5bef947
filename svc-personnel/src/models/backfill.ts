import type { Model } from 'mongoose';
import { bulkWriteInRuns } from '@firecrest/service-kit';
import type { Employee } from './employee';
import { derivedFields, phonesOf } from '../routes/employees/employee-fields';

/** Employees stored before the list's derived fields existed get them once, at start. */
export async function backfillDerivedFields(Employees: Model<Employee>) {
  const rows = await Employees.find({ searchText: { $exists: false } }).lean();
  if (!rows.length) return;
  await bulkWriteInRuns(
    Employees,
    rows.map((e) => ({
      updateOne: {
        filter: { _id: e._id },
        update: { $set: { ...derivedFields({ ...e, contracts: e.contracts.map((c) => ({ ...c, isDefault: Boolean(c.isDefault) })) }), phones: phonesOf(e as Employee & { phoneNumbers?: string[] }) } },
      },
    })),
  );
}
