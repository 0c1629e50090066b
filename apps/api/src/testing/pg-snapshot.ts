import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';

// PostgreSQL test isolation (DATABASE_URL set): the `app` and `identity` schemas are copied once
// into snapshot schemas, and every test file restores them. PGlite uses data-dir dumps instead.

const ident = (name: string) => sql.identifier(name);
const SCHEMAS = ['app', 'identity', 'mp_sandbox'] as const;
type Schema = (typeof SCHEMAS)[number];
const copia = (snapshot: string, schema: Schema) => `${snapshot}_${schema}`;

async function tablas(db: Database, schema: Schema): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE'`,
  );
  return rows.map((r) => r.name);
}

export async function snapshotApp(db: Database, snapshot: string): Promise<void> {
  for (const schema of SCHEMAS) {
    const target = ident(copia(snapshot, schema));
    await db.execute(sql`drop schema if exists ${target} cascade`);
    await db.execute(sql`create schema ${target}`);
    for (const t of await tablas(db, schema)) {
      await db.execute(sql`create table ${target}.${ident(t)} as select * from ${ident(schema)}.${ident(t)}`);
    }
  }
}

/** Empties each schema and copies the snapshot back, parents before children, sequences reset (not below their start). */
export async function restoreApp(db: Database, snapshot: string): Promise<void> {
  for (const schema of SCHEMAS) await restoreSchema(db, schema, copia(snapshot, schema));
}

async function restoreSchema(db: Database, schema: Schema, source: string): Promise<void> {
  const names = await tablas(db, schema);
  if (names.length === 0) return;
  const deps = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = ${schema}::regnamespace`,
  );
  const columns = await queryRows<{ table_name: string; column_name: string; column_default: string | null }>(
    db,
    sql`select table_name, column_name, column_default from information_schema.columns
        where table_schema = ${schema} and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const s = ident(schema);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local app.carga_masiva = 'on'`);
    await tx.execute(
      sql`truncate ${sql.join(
        names.map((t) => sql`${s}.${ident(t)}`),
        sql`, `,
      )} restart identity cascade`,
    );
    for (const t of topologicalOrder(names, deps)) {
      const cols = sql.join(
        columns.filter((c) => c.table_name === t).map((c) => ident(c.column_name)),
        sql`, `,
      );
      await tx.execute(sql`insert into ${s}.${ident(t)} (${cols}) select ${cols} from ${ident(source)}.${ident(t)}`);
    }
    for (const c of columns.filter((col) => col.column_default?.startsWith('nextval('))) {
      await tx.execute(
        // Not below the sequence's own start (order numbers start at 1001).
        sql`select setval(pg_get_serial_sequence(${`${schema}.${c.table_name}`}, ${c.column_name}),
              greatest(coalesce((select max(${ident(c.column_name)}) from ${s}.${ident(c.table_name)}), 0) + 1,
                       (select seqstart from pg_sequence where seqrelid = pg_get_serial_sequence(${`${schema}.${c.table_name}`}, ${c.column_name})::regclass)), false)`,
      );
    }
  });
}

function topologicalOrder(tables: string[], deps: { child: string; parent: string }[]): string[] {
  const order: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (order.includes(t) || path.has(t)) return;
    path.add(t);
    for (const d of deps) if (d.child === t && d.parent !== t) visit(d.parent, path);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}
