import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { dueFromPaidBy } from '../../lib/fee-estimate'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_other_fees_due" AS ENUM('semester', 'year', 'entry', 'application');
  CREATE TYPE "public"."enum_other_fees_applies_to" AS ENUM('everyone', 'hostel');
  CREATE TYPE "public"."enum__other_fees_v_version_due" AS ENUM('semester', 'year', 'entry', 'application');
  CREATE TYPE "public"."enum__other_fees_v_version_applies_to" AS ENUM('everyone', 'hostel');
  ALTER TABLE "other_fees" ADD COLUMN "due" "enum_other_fees_due" DEFAULT 'semester' NOT NULL;
  ALTER TABLE "other_fees" ADD COLUMN "applies_to" "enum_other_fees_applies_to" DEFAULT 'everyone' NOT NULL;
  ALTER TABLE "_other_fees_v" ADD COLUMN "version_due" "enum__other_fees_v_version_due" DEFAULT 'semester' NOT NULL;
  ALTER TABLE "_other_fees_v" ADD COLUMN "version_applies_to" "enum__other_fees_v_version_applies_to" DEFAULT 'everyone' NOT NULL;`)
  // Fees written before these fields said when they fall due in their 'paid by' words: keep that meaning.
  const { rows } = await db.execute(sql`SELECT id, paid_by FROM other_fees;`)
  for (const fee of rows as Array<{ id: number; paid_by: string | null }>) {
    const { due, appliesTo } = dueFromPaidBy(fee.paid_by ?? '')
    await db.execute(
      sql`UPDATE other_fees SET due = ${due}::enum_other_fees_due, applies_to = ${appliesTo}::enum_other_fees_applies_to WHERE id = ${fee.id};`,
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "other_fees" DROP COLUMN "due";
  ALTER TABLE "other_fees" DROP COLUMN "applies_to";
  ALTER TABLE "_other_fees_v" DROP COLUMN "version_due";
  ALTER TABLE "_other_fees_v" DROP COLUMN "version_applies_to";
  DROP TYPE "public"."enum_other_fees_due";
  DROP TYPE "public"."enum_other_fees_applies_to";
  DROP TYPE "public"."enum__other_fees_v_version_due";
  DROP TYPE "public"."enum__other_fees_v_version_applies_to";`)
}
