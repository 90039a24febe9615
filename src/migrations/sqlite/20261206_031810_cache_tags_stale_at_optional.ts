import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_cache_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag\` text NOT NULL,
  	\`stale_at\` numeric,
  	\`expired_at\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cache_tags\`("id", "tag", "stale_at", "expired_at", "updated_at", "created_at") SELECT "id", "tag", "stale_at", "expired_at", "updated_at", "created_at" FROM \`cache_tags\`;`)
  await db.run(sql`DROP TABLE \`cache_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_cache_tags\` RENAME TO \`cache_tags\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cache_tags_tag_idx\` ON \`cache_tags\` (\`tag\`);`)
  await db.run(sql`CREATE INDEX \`cache_tags_updated_at_idx\` ON \`cache_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cache_tags_created_at_idx\` ON \`cache_tags\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Rows written since the column went unused take their expiry, as the older code wrote them.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_cache_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag\` text NOT NULL,
  	\`stale_at\` numeric NOT NULL,
  	\`expired_at\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cache_tags\`("id", "tag", "stale_at", "expired_at", "updated_at", "created_at") SELECT "id", "tag", COALESCE("stale_at", "expired_at"), "expired_at", "updated_at", "created_at" FROM \`cache_tags\`;`)
  await db.run(sql`DROP TABLE \`cache_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_cache_tags\` RENAME TO \`cache_tags\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cache_tags_tag_idx\` ON \`cache_tags\` (\`tag\`);`)
  await db.run(sql`CREATE INDEX \`cache_tags_updated_at_idx\` ON \`cache_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cache_tags_created_at_idx\` ON \`cache_tags\` (\`created_at\`);`)
}
