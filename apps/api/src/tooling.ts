// What the workspace's tools (bench/) build a database with, without reaching into src/ by path.
export { openDatabase, type Database } from './db/client';
export { migrateDatabase } from './db/migrate';
export { seed, seedBulk } from './seed/seed';
