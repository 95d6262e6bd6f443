import pg from 'pg';

/**
 * Grows a seeded database into a large catalog: GARAGES_PER_CITY more garages scattered within
 * ~20 km of each city centre, each offering OFFERINGS_PER_GARAGE services. Pure SQL, so it takes seconds.
 */
export async function growCatalog(url: string, garagesPerCity: number, offeringsPerGarage: number): Promise<{ garages: number; offerings: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into garages (slug, city_id, name, full_address, pincode, latitude, longitude)
       select 'bench-' || c.id || '-' || n, c.id, 'Bench Motors ' || c.name || ' #' || n,
              'Unit ' || n || ', Bench Industrial Area, ' || c.name || ', ' || c.state, '000000',
              c.latitude + (random() - 0.5) * 0.36, c.longitude + (random() - 0.5) * 0.36
       from cities c cross join generate_series(1, $1) as n
       on conflict (slug) do nothing`,
      [garagesPerCity],
    );
    await client.query(
      `insert into garage_services (garage_id, service_id, price_paise, strike_price_paise)
       select g.id, s.id, s.base_price_paise, s.base_strike_price_paise
       from garages g
       cross join lateral (select id, base_price_paise, base_strike_price_paise from services order by random() limit $1) s
       where g.slug like 'bench-%'
       on conflict do nothing`,
      [offeringsPerGarage],
    );
    await client.query('commit');
    await client.query('analyze');
    const counts = await client.query<{ garages: string; offerings: string }>(
      'select (select count(*) from garages) as garages, (select count(*) from garage_services) as offerings',
    );
    return { garages: Number(counts.rows[0]!.garages), offerings: Number(counts.rows[0]!.offerings) };
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
