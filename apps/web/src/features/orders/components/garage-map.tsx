/** The garage on an OpenStreetMap embed, and a link for directions in the customer's maps app. */
export function GarageMap({ name, lat, lng, address }: { name: string; lat: number; lng: number; address: string }) {
  const d = 0.01;
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - d},${lat - d},${lng + d},${lat + d}&layer=mapnik&marker=${lat},${lng}`;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  return (
    <section aria-labelledby="map-heading" className="space-y-2">
      <h2 id="map-heading" className="text-lg font-bold">
        Garage location
      </h2>
      <p className="text-sm text-slate-700">
        {name}, {address}
      </p>
      <iframe title={`Map showing ${name}`} src={embed} loading="lazy" className="h-64 w-full rounded-lg border border-slate-200" />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <a href={directions} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600">
          Get directions
        </a>
        <span className="text-slate-600">
          Map data ©{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" className="underline">
            OpenStreetMap
          </a>{' '}
          contributors
        </span>
      </div>
    </section>
  );
}
