export function HomeRoute() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Car service, car wash and repairs near you</h1>
      <p className="mt-3 text-slate-600">Trusted garages, genuine parts, free pickup and drop.</p>
    </section>
  );
}
