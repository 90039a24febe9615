import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { dueFromPaidBy } from '../../lib/fee-estimate'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`other_fees\` ADD \`due\` text DEFAULT 'semester' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`other_fees\` ADD \`applies_to\` text DEFAULT 'everyone' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_other_fees_v\` ADD \`version_due\` text DEFAULT 'semester' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_other_fees_v\` ADD \`version_applies_to\` text DEFAULT 'everyone' NOT NULL;`)
  // Fees written before these fields said when they fall due in their 'paid by' words: keep that meaning.
  const fees = await db.all<{ id: number; paid_by: string }>(sql`SELECT id, paid_by FROM other_fees;`)
  for (const fee of fees) {
    const { due, appliesTo } = dueFromPaidBy(fee.paid_by ?? '')
    await db.run(sql`UPDATE other_fees SET due = ${due}, applies_to = ${appliesTo} WHERE id = ${fee.id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`other_fees\` DROP COLUMN \`due\`;`)
  await db.run(sql`ALTER TABLE \`other_fees\` DROP COLUMN \`applies_to\`;`)
  await db.run(sql`ALTER TABLE \`_other_fees_v\` DROP COLUMN \`version_due\`;`)
  await db.run(sql`ALTER TABLE \`_other_fees_v\` DROP COLUMN \`version_applies_to\`;`)
}
