import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
})

export const noticeGroups = pgTable('notice_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: varchar('status', { length: 16 }).notNull().default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    title: text('title').notNull(),
    remark: text('remark').notNull().default(''),
    description: text('description').notNull(),
    author: varchar('author', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notices_group_language_idx').on(t.groupId, t.language)],
)

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    image: varchar('image', { length: 500 }).notNull(),
    link: varchar('link', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** A language of the spec, or `all`. */
    language: varchar('language', { length: 8 }).notNull().default('all'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id)],
)
